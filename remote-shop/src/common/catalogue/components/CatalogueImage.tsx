import type { ProductImage } from '@portal/shared/contract';
import { responsiveSources } from '../responsive-image';
import './catalogue-image.css';

type CatalogueImageProps = {
  image: ProductImage;
  alt: string;
  /** How wide the picture is drawn at each window width, so the browser picks the smallest file that is enough. */
  sizes: string;
  className?: string | undefined;
  /** For pictures in the first screen; the others load as they scroll near. */
  eager?: boolean;
  fetchPriority?: 'high' | 'low' | 'auto';
};

/**
 * A catalogue picture in the size and format the browser needs: AVIF, then WebP, then the stored file, each at the
 * widths the API makes. `width` and `height` stay on the img, so the page keeps the picture's room while it loads.
 */
export function CatalogueImage({
  image,
  alt,
  sizes,
  className,
  eager = false,
  fetchPriority,
}: CatalogueImageProps) {
  const sources = responsiveSources(image.url, image.width);
  const img = (
    <img
      className={className}
      src={image.url}
      srcSet={sources?.original}
      sizes={sources ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
  if (!sources) return img;
  return (
    <picture className="catalogue-picture">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
