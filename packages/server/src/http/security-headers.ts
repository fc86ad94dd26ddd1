import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { StorefrontPages } from './storefront-routes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API docs' page, which runs its own inline script: it is answered with the docs' policy. */
    apiDocs?: boolean;
  }
}

/**
 * The storefront: scripts, styles, fonts and API calls from our own origin only, besides the payment
 * provider's card token endpoint (`connectOrigins`); inline styles (React `style` attributes) and
 * https images (content and product pictures) allowed; frames only for the home page's YouTube
 * (privacy-enhanced) and TikTok players.
 */
export const siteSecurityHeaders = (
  inlineScripts: StorefrontPages['inlineScripts'],
  connectOrigins: string[] = [],
): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      // The only inline scripts: the server-rendered page's start script and script loader, by the build's hashes.
      'script-src': [
        "'self'",
        ...(inlineScripts ? [inlineScripts.pageStart, inlineScripts.scriptLoader] : []).map(
          ({ hash }) => `'${hash}'`,
        ),
      ],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...connectOrigins],
      // The home page's players and the footer's map (maps.google.com answers an embed from www.google.com).
      'frame-src': [
        'https://www.youtube-nocookie.com',
        'https://www.tiktok.com',
        'https://maps.google.com',
        'https://www.google.com',
      ],
      'frame-ancestors': ["'self'"],
      // The shop may be served over plain http on a LAN; TLS, when used, ends at a proxy.
      'upgrade-insecure-requests': null,
    },
  },
  // Social-login popups report back to the opener with postMessage.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
});

/** The API docs page boots its bundled script with an inline script and styles itself inline. */
const docsSecurityHeaders = (site: HelmetOptions): HelmetOptions => ({
  ...site,
  contentSecurityPolicy: {
    directives: {
      ...(site.contentSecurityPolicy as { directives: Record<string, unknown> }).directives,
      'script-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'", 'data:', 'https:'],
    },
  },
});

/**
 * Sets the security headers on every answer: the site's policy, or the docs' on the routes marked
 * `apiDocs`. Each policy's middleware is made once, here, not per request: making it parses and
 * checks every directive, three times the cost of setting the headers.
 */
export function registerSecurityHeaders(app: FastifyInstance, site: HelmetOptions): void {
  const siteHeaders = helmet(site);
  const docsHeaders = helmet(docsSecurityHeaders(site));
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.routeOptions.config.apiDocs ? docsHeaders : siteHeaders;
    // Helmet throws a misconfiguration when made, above; its callback here carries nothing.
    headers(request.raw, reply.raw, () => done());
  });
}
