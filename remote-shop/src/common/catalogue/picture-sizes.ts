/**
 * How wide the shop draws its pictures at each window width (an img's `sizes`), so the browser picks the smallest
 * file that is enough. The host's server-drawn first screen gives the same (host/first-screen), and so fetches the
 * same file.
 */
export const pictureSizes = {
  /** The product's main picture: half the 910 px page beside the details, the whole width on a phone. */
  gallery: '(min-width: 1226px) 445px, (min-width: 760px) 50vw, 100vw',
  /** A product card: a column of the grid (at least 160 px, five across the 910 px page) or of a row (44 % on a phone). */
  card: '(min-width: 900px) 200px, 50vw',
  /** The home page's banner: the page's width, beside the menu from 900 px. */
  banner: '(min-width: 1226px) 910px, (min-width: 900px) calc(100vw - 332px), calc(100vw - 32px)',
};
