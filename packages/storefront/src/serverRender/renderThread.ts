/**
 * The server's render thread (a worker it starts from dist/.server/render-thread.js): rendering the
 * markup is some 100 ms of synchronous work, so it runs here while the server's own thread answers
 * requests. Each message { id, answers } is answered with { id, html } or { id, error }.
 */
import { parentPort } from 'node:worker_threads';
import type { DehydratedState } from '@tanstack/react-query';
import { renderHomePage } from '../entry-server.tsx';

if (!parentPort) throw new Error('render-thread.js runs as a worker thread');
const server = parentPort;

server.on('message', async ({ id, answers }: { id: number; answers: DehydratedState }) => {
  try {
    server.postMessage({ id, html: await renderHomePage(answers) });
  } catch (error) {
    server.postMessage({ id, error: String((error instanceof Error && error.stack) || error) });
  }
});
