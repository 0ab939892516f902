import type { FastifyReply } from 'fastify';
import type { Receipt } from './service';

/** A receipt answered as a PDF file the browser saves under the order's number. */
export const sendReceipt = (reply: FastifyReply, { fileName, pdf }: Receipt) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
