import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * The seed draws the same pictures on every start, and the API tests seed a fresh database per test file: each SVG
 * is rasterised once per machine (and sharp version) and its PNG kept in the system's temp folder, as the PGlite
 * template is. A picture whose SVG changes gets a new file.
 */
const cacheDir = join(tmpdir(), `portal-seed-pictures-${sharp.versions.sharp ?? 'x'}`);
const made = new Map<string, Promise<Buffer>>();

const rasterise = async (svg: string, file: string) => {
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  // Written beside its place and renamed, so a test file running in parallel never reads half a picture.
  await mkdir(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
  await writeFile(partial, png);
  await rename(partial, file);
  return png;
};

/** The PNG of an SVG document, made once. */
export const renderPng = (svg: string): Promise<Buffer> => {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 32);
  let png = made.get(hash);
  if (!png) {
    png = rasterise(svg, join(cacheDir, `${hash}.png`));
    made.set(hash, png);
    png.catch(() => made.delete(hash));
  }
  return png;
};
