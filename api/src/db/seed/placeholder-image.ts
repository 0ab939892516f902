import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/**
 * A PNG of two horizontal colour bands with a thin stripe between them: the seeded categories and banners get
 * real, distinct pictures without shipping image files.
 */
export const bandedPng = (width: number, height: number, top: Rgb, bottom: Rgb, stripe: Rgb) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = (colour: Rgb) => {
    const line = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) line.set(colour, 1 + x * 3);
    return line;
  };
  const [topRow, bottomRow, stripeRow] = [row(top), row(bottom), row(stripe)];
  const split = Math.floor(height * 0.62);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(Math.abs(y - split) < Math.max(2, height / 60) ? stripeRow : y < split ? topRow : bottomRow);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
