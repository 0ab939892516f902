import sharp, { type SharpOptions } from 'sharp';

/**
 * The most a picture we did not draw may be. A phone's photo is 12 to 24 megapixels; 40 leaves room and bounds what
 * decoding one costs (about 160 MB of pixels at four channels), as imgproxy's maximum source resolution and
 * thumbor's MAX_PIXELS do. A side over 10,000 pixels is no photo either.
 */
export const pictureLimits = { maxPixels: 40_000_000, maxSide: 10_000 } as const;

/** sharp's input options for every picture that came from outside: it refuses to decode more pixels than that. */
export const outsidePicture: SharpOptions = { limitInputPixels: pictureLimits.maxPixels };

const formatOf: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export type PictureVerdict = 'ok' | 'tooLarge' | 'notThatImage';

/**
 * Whether `bytes` are a picture of `contentType` within the limits: its header is read first (its size is known
 * before a pixel is decoded), then the whole picture is decoded once, so a valid header before something else (a
 * web page, say) is no picture.
 */
export const checkPicture = async (bytes: Buffer, contentType: string): Promise<PictureVerdict> => {
  // Reading the header decodes no pixel; with the limit on, sharp would refuse it as it refuses the decode.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height || header.format !== formatOf[contentType]) return 'notThatImage';
  // An animated picture's height is its frames' together; the first frame is what is decoded.
  const height = header.pageHeight ?? header.height;
  if (header.width > pictureLimits.maxSide || height > pictureLimits.maxSide) return 'tooLarge';
  if (header.width * height > pictureLimits.maxPixels) return 'tooLarge';
  const decodes = await sharp(bytes, outsidePicture)
    .stats()
    .then(
      () => true,
      () => false,
    );
  return decodes ? 'ok' : 'notThatImage';
};
