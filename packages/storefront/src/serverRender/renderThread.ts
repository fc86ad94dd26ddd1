/**
 * The server's render thread (a worker it starts from dist/.server/render-thread.js): rendering a
 * page is some 100 ms of synchronous work a render, so it runs here while the server's own thread
 * answers requests.
 *
 * Messages from the server: `{ render: { id, address } }`, answered with `{ rendered: { id, html,
 * answers, renderedFor } }` or `{ rendered: { id, error } }`; and `{ answer: { id, status, headers, body } }`, the
 * server's answer to a call this thread asked it to make with `{ call: { id, method, url, headers,
 * body } }` (the pages' API calls are answered by the server in its own process).
 */
import { parentPort } from 'node:worker_threads';
import { type PageAddress, renderPage } from '../entry-server.tsx';

if (!parentPort) throw new Error('render-thread.js runs as a worker thread');
const server = parentPort;

export interface CallRequest {
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body?: string;
}

export interface CallAnswer {
  id: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

let nextCallId = 0;
const calls = new Map<number, (answer: CallAnswer) => void>();

/** A fetch that asks the server to answer. */
const serverFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const id = nextCallId++;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const call: CallRequest = {
    id,
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: hasBody ? await request.text() : undefined,
  };
  const answer = await new Promise<CallAnswer>((resolve) => {
    calls.set(id, resolve);
    server.postMessage({ call });
  });
  // Statuses such as 204 carry no body, and a Response refuses one.
  const body = answer.body.byteLength > 0 ? new Uint8Array(answer.body) : null;
  return new Response(body, { status: answer.status, headers: answer.headers });
};

server.on(
  'message',
  async (message: { render?: { id: number; address: PageAddress }; answer?: CallAnswer }) => {
    if (message.answer) {
      calls.get(message.answer.id)?.(message.answer);
      calls.delete(message.answer.id);
      return;
    }
    if (!message.render) return;
    const { id, address } = message.render;
    try {
      const { html, answers, renderedFor } = await renderPage(address, serverFetch);
      server.postMessage({ rendered: { id, html, answers, renderedFor } });
    } catch (error) {
      server.postMessage({
        rendered: { id, error: String((error instanceof Error && error.stack) || error) },
      });
    }
  },
);
