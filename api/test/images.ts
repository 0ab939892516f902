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
