import type { FastifyReply } from 'fastify';
import type { DocumentFile } from '../documents/order-document.ts';

/** Sends a document as a PDF download; the API's cache policy keeps it private. */
export function sendDocument(reply: FastifyReply, file: DocumentFile): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.pdf);
}
