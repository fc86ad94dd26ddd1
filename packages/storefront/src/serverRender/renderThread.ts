/**
 * The server's render thread (dist/.server/render-thread.js, run by a worker pool): rendering a page
 * is some 100 ms of synchronous work, so it runs here while the server's own thread answers
 * requests. The server loads the page's data first (loadPage.ts) and sends it with the address.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { renderPage } from '../entry-server.tsx';
import type { PageAddress } from './loadPage.ts';

export interface RenderTask {
  address: PageAddress;
  answers: DehydratedState;
  session: Record<string, string>;
}

export default function render({ address, answers, session }: RenderTask) {
  return renderPage(address, answers, session);
}
