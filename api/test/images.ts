import { crc32, createDeflate } from 'node:zlib';
import type { Http } from './http';

/** A real 1×1 PNG. */
export const pngBytes = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

/** Presigns and uploads one PNG for the signed-in user; returns its key. */
export const uploadPng = async (baseUrl: string, http: Http, token: string, filename = 'shop.png') => {
  const presigned = await http.post(
    '/client/upload/presign',
    { media: [{ ext: 'png', type: 'businessPartner', filename }] },
    { token },
  );
  const { uploadUrl, key } = presigned.body.data[0] as { uploadUrl: string; key: string };
  const put = await fetch(new URL(uploadUrl, baseUrl), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(pngBytes()),
  });
  if (put.status !== 200) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
  return key;
};

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const header = (width: number, height: number) => {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bit depth
  data[9] = 0; // greyscale
  return chunk('IHDR', data);
};

/**
 * A complete, valid black greyscale PNG of any size, made without holding its pixels: each row is deflated as it
 * goes. 16000×16000 comes to about 250 KB, the "picture bomb" a sharp left at its default would decode in full.
 */
export const blankPng = async (width: number, height: number) => {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(width + 1);
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    pngSignature,
    header(width, height),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A PNG's signature and header, then a web page: what passes a check of the first bytes alone. */
export const pngHeaderThenHtml = () =>
  Buffer.concat([
    pngSignature,
    header(1, 1),
    Buffer.from('<html><script>alert(document.cookie)</script></html>'),
  ]);
