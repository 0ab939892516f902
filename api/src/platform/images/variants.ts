import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ImageFormat } from '@portal/shared/contract';
import sharp from 'sharp';
import { outsidePicture } from './picture-check';

export type VariantRequest = { width?: number | undefined; format?: ImageFormat | undefined };

const formatContentType: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The content type of a variant: its asked format's, or the original's. */
export const variantContentType = (request: VariantRequest, originalType: string) =>
  request.format ? formatContentType[request.format] : originalType;

/**
 * Smaller and lighter copies of stored pictures, made by sharp on first request and kept in `dir` (a cache: each is
 * made again from its original when missing). Stored files never change under a key, so neither do their variants.
 */
export const createImageVariants = ({ dir, encodeSlots = 2 }: { dir: string; encodeSlots?: number }) => {
  const root = resolve(dir);
  const making = new Map<string, Promise<Buffer | null>>();

  // At most `encodeSlots` pictures are made at once (an AVIF takes a core while it encodes), so requests for many
  // new sizes queue instead of taking every core from the API; a finished one hands its slot to the next.
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = () => {
    if (running < encodeSlots) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const make = async (open: () => Promise<Readable | null>, { width, format }: VariantRequest) => {
    await acquire();
    try {
      const original = await open();
      if (!original) return null;
      let image = sharp(await buffer(original), outsidePicture).rotate();
      if (width) image = image.resize({ width, withoutEnlargement: true });
      if (format === 'avif') image = image.avif({ quality: 55, effort: 2 });
      if (format === 'webp') image = image.webp({ quality: 78 });
      // A stored file that is no picture sharp reads, or one over the pixel limit, has no other size either.
      return await image.toBuffer().catch(() => null);
    } finally {
      release();
    }
  };

  return {
    /** The variant's bytes, or null when the original is missing or is no picture. */
    async variant(key: string, open: () => Promise<Readable | null>, request: VariantRequest) {
      const file = resolve(root, `${request.width ?? 'full'}-${request.format ?? 'same'}`, key);
      if (!file.startsWith(`${root}${sep}`)) throw new Error('image key escapes the variants folder');
      const cached = await readFile(file).catch(() => null);
      if (cached) return cached;
      // Simultaneous requests for one variant make it once.
      let pending = making.get(file);
      if (!pending) {
        pending = (async () => {
          const bytes = await make(open, request);
          if (bytes) {
            await mkdir(dirname(file), { recursive: true });
            const partial = `${file}.${process.pid}.partial`;
            await writeFile(partial, bytes);
            await rename(partial, file);
          }
          return bytes;
        })().finally(() => making.delete(file));
        making.set(file, pending);
      }
      return pending;
    },
  };
};

export type ImageVariants = ReturnType<typeof createImageVariants>;
