import { isAxiosError } from 'axios';

// FileReader rather than Blob.text(), which jsdom (the unit tests' browser) lacks.
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/**
 * A failed file request (responseType blob) holds the API's JSON error envelope as a Blob; read it in place, so
 * its code counts as any other call's (4410 refreshes the token, the message reaches the page).
 */
export const readJsonBlobBody = async (err: unknown) => {
  const response = isAxiosError(err) ? err.response : undefined;
  const body: unknown = response?.data;
  if (!response || typeof Blob === 'undefined' || !(body instanceof Blob) || !body.type.includes('json'))
    return;
  try {
    response.data = JSON.parse(await textOf(body));
  } catch {
    // Not JSON after all: the status alone decides.
  }
};
