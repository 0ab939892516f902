import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { blankPng } from '../../../test/images';
import { createImageVariants } from './variants';

describe('picture variants', () => {
  let dir: string;
  let png: Buffer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-variants-'));
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7b4a2d' } })
      .png()
      .toBuffer();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('has none for a stored file that is no picture, as for a missing one', async () => {
    const variants = createImageVariants({ dir });
    const notAPicture = async () => Readable.from([Buffer.from('not a picture at all')]);
    expect(await variants.variant('image/a/broken.png', notAPicture, { width: 320 })).toBeNull();
    expect(await variants.variant('image/a/missing.png', async () => null, { width: 320 })).toBeNull();
  });

  it('makes none from a stored picture of more pixels than an upload may have (stored before uploads were checked)', async () => {
    const variants = createImageVariants({ dir });
    const bomb = await blankPng(8000, 8000);
    const stored = async () => Readable.from([bomb]);
    expect(await variants.variant('image/c/bomb.png', stored, { format: 'webp' })).toBeNull();
  });

  it('makes at most its slots of pictures at once, and all of them in the end', async () => {
    const variants = createImageVariants({ dir, encodeSlots: 2 });
    let open = 0;
    let most = 0;
    const slowOriginal = async () => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 20));
      open -= 1;
      return Readable.from([png]);
    };
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        variants.variant(`image/b/picture-${n}.png`, slowOriginal, { format: 'webp' }),
      ),
    );
    expect(made.every((bytes) => bytes !== null && bytes.length > 0)).toBe(true);
    expect(most).toBe(2);
  });
});
