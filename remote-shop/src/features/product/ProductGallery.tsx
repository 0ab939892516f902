import type { ProductImage } from '@portal/shared/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueImage } from '../../common/catalogue/components/CatalogueImage';
import { pictureSizes } from '../../common/catalogue/picture-sizes';
import './product-gallery.css';

// The enlarged view is a pop-up: its code (and the overlays' entry) loads when a visitor first opens it.
const PictureZoom = lazy(() => import('./PictureZoom'));

/**
 * A product's pictures: the chosen one large (click or Enter to enlarge it), and a thumbnail of each to choose from.
 * The main picture takes the very box the server's first screen gives it (e2e/first-screen.test.ts).
 */
export function ProductGallery({
  name,
  images,
}: {
  name: string | undefined;
  images: ProductImage[] | undefined;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);
  // Another product starts from its first picture; set while rendering, so no frame shows a missing one.
  const [shownFor, setShownFor] = useState(images);
  if (shownFor !== images) {
    setShownFor(images);
    setCurrent(0);
    setZoomed(false);
  }
  const all = images ?? [];
  const image = all[current] ?? all[0];

  return (
    <div className="product-gallery">
      <section className="catalogue-gallery product-gallery-main" aria-label={t('cataloguePictures')}>
        {image && (
          <button
            ref={zoomButton}
            type="button"
            className="product-gallery-zoom"
            aria-haspopup="dialog"
            aria-label={t('catalogueZoomPicture', { number: current + 1 })}
            onClick={() => setZoomed(true)}
          >
            <CatalogueImage
              image={image}
              alt={name ?? ''}
              sizes={pictureSizes.gallery}
              eager
              fetchPriority="high"
            />
          </button>
        )}
      </section>
      {all.length > 1 && (
        <ul className="product-gallery-thumbnails" aria-label={t('catalogueChoosePicture')}>
          {all.map((thumbnail, index) => (
            <li key={thumbnail.url}>
              <button
                type="button"
                aria-label={t('catalogueShowPicture', { number: index + 1 })}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <CatalogueImage image={thumbnail} alt="" sizes="72px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && (
        <Suspense fallback={null}>
          <PictureZoom
            name={name ?? ''}
            images={all}
            current={current}
            onChange={setCurrent}
            onClose={() => {
              setZoomed(false);
              // The dialog loads already open, so Mantine never noted what opened it: the focus goes back here.
              setTimeout(() => zoomButton.current?.focus());
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
