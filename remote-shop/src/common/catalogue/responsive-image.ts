import { type ImageFormat, imageWidths } from '@portal/shared/contract';

/** Where the API serves stored pictures; only these it can resize and convert (`?w=`, `?format=`). */
const ownFiles = '/client/upload/files/';

export type ResponsiveSources = { avif: string; webp: string; original: string };

/**
 * The srcsets of a picture the API serves, `width` pixels wide: each offered width below its own, then the picture
 * at its own width; in AVIF, in WebP, and in its own format for browsers that take neither. Null for a picture
 * served from elsewhere (a bucket's own address, another site), which is used as it is.
 */
export const responsiveSources = (url: string, width: number): ResponsiveSources | null => {
  if (!url.includes(ownFiles) || url.includes('?')) return null;
  const widths = imageWidths.filter((offered) => offered < width);
  const srcset = (format?: ImageFormat) =>
    [
      ...widths.map((offered) => `${url}?w=${offered}${format ? `&format=${format}` : ''} ${offered}w`),
      `${format ? `${url}?format=${format}` : url} ${width}w`,
    ].join(', ');
  return { avif: srcset('avif'), webp: srcset('webp'), original: srcset() };
};
