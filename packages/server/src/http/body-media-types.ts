import type { FastifyInstance } from 'fastify';
import { HttpError } from './envelope.ts';

/**
 * Fastify validates a body only against the schema of its media type: a body sent as text/plain
 * to a JSON operation would reach the handler unchecked. Every request body of the contract is
 * required, so a missing body or a media type the operation does not declare is refused here (400,
 * as any other request that does not match the contract) before validation.
 */
export function registerBodyMediaTypeCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = request.routeOptions.schema?.body as { content?: Record<string, unknown> } | undefined;
    if (!body?.content) return;
    const declared = Object.keys(body.content);
    const sent = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
    if (!sent || request.body === undefined) {
      throw new HttpError(400, 'VALIDATION_FAILED', `A request body (${declared.join(' or ')}) is required`);
    }
    if (!declared.includes(sent)) {
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        `The body must be sent as ${declared.join(' or ')}, not ${sent}`,
      );
    }
  });
}
