// Plain values, no zod: the shop's product cards build their srcset from these on the first screen.

/** The widths the API resizes a stored picture to (`?w=`); a picture is never made larger than it is. */
export const imageWidths = [320, 640, 1024] as const;
export type ImageWidth = (typeof imageWidths)[number];

/** The formats the API converts a stored picture to (`?format=`); without one it keeps its own. */
export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];
