/**
 * The server's render thread (a worker it starts from dist/.server/render-thread.js): rendering a
 * page is some 100 ms of synchronous work, so it runs here while the server's own thread answers
 * requests. The server loads the page's data first (loadPage.ts) and sends it with the address.
 *
 * Messages from the server: `{ render: { id, address, answers, session } }`, answered with
 * `{ rendered: { id, html, answers } }` or `{ rendered: { id, error } }`.
 */
import { parentPort } from 'node:worker_threads';
import type { DehydratedState } from '@tanstack/react-query';
import { renderPage } from '../entry-server.tsx';
import type { PageAddress } from './loadPage.ts';

if (!parentPort) throw new Error('render-thread.js runs as a worker thread');
const server = parentPort;

interface RenderRequest {
  id: number;
  address: PageAddress;
  answers: DehydratedState;
  session: Record<string, string>;
}

server.on('message', async ({ render }: { render?: RenderRequest }) => {
  if (!render) return;
  try {
    const { html, answers } = await renderPage(render.address, render.answers, render.session);
    server.postMessage({ rendered: { id: render.id, html, answers } });
  } catch (error) {
    server.postMessage({
      rendered: { id: render.id, error: String((error instanceof Error && error.stack) || error) },
    });
  }
});
