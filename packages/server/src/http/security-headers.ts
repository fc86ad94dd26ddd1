import type { FastifyHelmetOptions } from '@fastify/helmet';
import { type InlineScripts, inlineScriptSources } from './server-render.ts';

/**
 * The storefront: scripts, styles, fonts and API calls from our own origin only, besides the payment
 * provider's card token endpoint (`connectOrigins`); inline styles (React `style` attributes) and
 * https images (content and product pictures) allowed; frames only for the home page's YouTube
 * (privacy-enhanced) and TikTok players.
 */
export const siteSecurityHeaders = (
  inlineScripts: InlineScripts | null,
  connectOrigins: string[] = [],
): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      // The only inline scripts: the server-rendered page's start script and script loader, by the build's hashes.
      'script-src': ["'self'", ...inlineScriptSources(inlineScripts)],
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
export const docsSecurityHeaders = (site: FastifyHelmetOptions): FastifyHelmetOptions => ({
  ...site,
  contentSecurityPolicy: {
    directives: {
      ...(site.contentSecurityPolicy as { directives: Record<string, unknown> }).directives,
      'script-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'", 'data:', 'https:'],
    },
  },
});
