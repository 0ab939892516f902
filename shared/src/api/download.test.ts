import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { HttpResponse, http } from 'msw';
import { mockApi } from '../../test/mock-api';
import { downloadFile } from './download';
import { toClientError } from './errors';

const notFound = { statusCode: 404, code: 4040, error: 'Not Found', message: 'orderNotFound' };

mockApi(
  http.get(
    '/client/order/1/receipt',
    () => new HttpResponse('%PDF-1.3 receipt', { headers: { 'Content-Type': 'application/pdf' } }),
  ),
  http.get('/client/*', () => HttpResponse.json(notFound, { status: 404 })),
);

describe('downloading a file through the api client', () => {
  const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;
    jest.restoreAllMocks();
  });

  it('hands the answer to the browser as a file of the given name', async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = (blob: Blob) => {
      saved = blob;
      return 'blob:receipt';
    };
    URL.revokeObjectURL = () => {};
    const clicked: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });

    await downloadFile('/order/1/receipt', 'receipt-CP00000001.pdf');

    expect(clicked).toEqual([{ href: 'blob:receipt', download: 'receipt-CP00000001.pdf' }]);
    expect(saved?.type).toBe('application/pdf');
    expect(saved?.size).toBe('%PDF-1.3 receipt'.length);
  });

  it("reads the server's error envelope of a failed download, as of any other call", async () => {
    const failure = await downloadFile('/order/2/receipt', 'receipt.pdf').catch((err: unknown) => err);
    expect(toClientError(failure)).toMatchObject({ statusCode: 404, code: 4040, message: 'orderNotFound' });
  });
});
