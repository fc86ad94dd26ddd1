import { isIP } from 'node:net';
import { isProduction, listenAddress, listenOrigin } from './config.ts';
import { readShopDetails, type ShopDetails } from './documents/shop-details.ts';
import { DEVELOPMENT_SECRET_KEY, parseSecretKey } from './staff/secret-box.ts';

/** An OAuth 2.0 / OpenID Connect client of one social sign-in provider. */
export interface OAuthProviderSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** OpenID Connect: where the ID token's signing keys are (Google, LINE). */
  jwksUrl?: string;
  /** The `iss` an ID token must carry. */
  issuer?: string;
  /** Where the profile is read with the access token (Facebook's Graph API `/me`, LINE's `/v2/profile`). */
  profileUrl?: string;
  /** Facebook: `debug_token`; LINE: `/oauth2/v2.1/verify` — checks an access token sent by a client. */
  tokenCheckUrl?: string;
  scope: string;
}

export type SocialProvider = 'google' | 'facebook' | 'line';

export interface OmiseSettings {
  secretKey: string;
  publicKey: string;
  /** https://api.omise.co, or a stand-in in tests. */
  apiUrl: string;
  /** https://vault.omise.co, where browsers turn cards into tokens (OMISE_VAULT_URL). */
  vaultUrl: string;
  /** How long a call to Omise may take before the shop gives up on its answer (OMISE_TIMEOUT_SECONDS, 15). */
  timeoutMs: number;
}

export interface SmtpSettings {
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  url: string;
  /** The sender of the shop's mail, `ProBuild <no-reply@shop.example>`. */
  from: string;
}

/** Configuration of the customer, order and payment operations. */
export interface CommerceSettings {
  /**
   * The shop's origin as visitors reach it (`https://shop.example`): every link the server builds
   * (mail, payment returns, sign-in callbacks, page heads, the sitemap) starts with it, never with a
   * request's Host or X-Forwarded-Host. PUBLIC_URL; in development without it, the listen address.
   */
  shopOrigin: string;
  /**
   * Which proxies in front are trusted for X-Forwarded-For/-Proto (Fastify's `trustProxy`): false (the
   * default: the socket's peer is the client), or the proxies' addresses and CIDRs, comma-separated.
   */
  trustProxy: false | string;
  /** Origins (besides the server's own) that may receive payment returns and social-login callbacks. */
  allowedOrigins: string[];
  payments: { provider: 'test' } | { provider: 'omise'; omise: OmiseSettings };
  social: Partial<Record<SocialProvider, OAuthProviderSettings>>;
  /**
   * Where the outbox goes: the server log (development only), or a mail server. SMTP carries the
   * email channel; SMS waits in the outbox for a gateway.
   */
  outbox: { transport: 'log' } | { transport: 'smtp'; smtp: SmtpSettings };
  loginLimits: { perAccount: number; perAddress: number; windowSeconds: number };
  warrantyChecksPerMinute: number;
  /** Registrations one client address may make in a minute (REGISTRATIONS_PER_MINUTE). */
  registrationsPerMinute: number;
  /** Unpaid orders a customer may have at once, each holding its stock (UNPAID_ORDERS_PER_CUSTOMER). */
  unpaidOrdersPerCustomer: number;
  /** How often each instance reads back pending charges and cancels lapsed orders (ORDER_EXPIRY_POLL_SECONDS). */
  orderExpiryPollSeconds: number;
  /** The shop's legal details on its tax invoices and receipts (SHOP_LEGAL_NAME, SHOP_LEGAL_ADDRESS, SHOP_TAX_ID, SHOP_BRANCH). */
  shop: ShopDetails;
  /** Seals staff authenticator secrets at rest (STAFF_SECRET_KEY: 32 bytes, hex or base64). */
  staffSecretKey: Buffer;
}

export const defaultLoginLimits = { perAccount: 5, perAddress: 30, windowSeconds: 15 * 60 };

/**
 * Reads the environment (`listening`: where the server listens, for the development origin):
 * - `PUBLIC_URL` the shop's address as visitors reach it (an http(s) origin; needed with
 *   `NODE_ENV=production`, else the listen address);
 * - `TRUST_PROXY` the comma-separated addresses/CIDRs of the proxies in front;
 * - `ALLOWED_ORIGINS` comma-separated origins of storefronts served elsewhere;
 * - `PAYMENT_PROVIDER` `test` (default; refused with `NODE_ENV=production`) or `omise` with
 *   `OMISE_SECRET_KEY`, `OMISE_PUBLIC_KEY` and optionally `OMISE_API_URL`, `OMISE_VAULT_URL` and
 *   `OMISE_TIMEOUT_SECONDS`;
 * - `GOOGLE_CLIENT_ID`/`_SECRET`, `FACEBOOK_APP_ID`/`_SECRET`, `LINE_CHANNEL_ID`/`_SECRET`, each with
 *   optional `…_AUTHORIZE_URL`, `…_TOKEN_URL` … overrides of the provider's endpoints;
 * - `SMTP_URL` and `MAIL_FROM` the mail server of account mail (needed with `NODE_ENV=production`;
 *   without them mail goes to the server log);
 * - `LOGIN_LIMIT_PER_ACCOUNT`, `LOGIN_LIMIT_PER_ADDRESS`, `WARRANTY_CHECKS_PER_MINUTE`,
 *   `REGISTRATIONS_PER_MINUTE`, `UNPAID_ORDERS_PER_CUSTOMER`;
 * - `ORDER_EXPIRY_POLL_SECONDS` (60) how often the payment read-back and order expiry job runs;
 * - `STAFF_SECRET_KEY` the key that seals staff authenticator secrets (needed with `NODE_ENV=production`).
 */
export function readCommerceSettings(
  env: NodeJS.ProcessEnv = process.env,
  listening: { host: string; port: number } = listenAddress(env),
): CommerceSettings {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim().replace(/\/+$/, ''))
      .filter(Boolean);
  return {
    shopOrigin: shopOrigin(env, listening),
    trustProxy: trustProxy(env.TRUST_PROXY),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    payments: paymentSettings(env),
    social: socialSettings(env),
    outbox: outboxSettings(env),
    loginLimits: {
      perAccount: whole(env.LOGIN_LIMIT_PER_ACCOUNT, defaultLoginLimits.perAccount),
      perAddress: whole(env.LOGIN_LIMIT_PER_ADDRESS, defaultLoginLimits.perAddress),
      windowSeconds: defaultLoginLimits.windowSeconds,
    },
    warrantyChecksPerMinute: whole(env.WARRANTY_CHECKS_PER_MINUTE, 30),
    registrationsPerMinute: whole(env.REGISTRATIONS_PER_MINUTE, 10),
    unpaidOrdersPerCustomer: whole(env.UNPAID_ORDERS_PER_CUSTOMER, 3),
    orderExpiryPollSeconds: whole(env.ORDER_EXPIRY_POLL_SECONDS, 60),
    shop: readShopDetails(env),
    staffSecretKey: staffSecretKey(env),
  };
}

function staffSecretKey(env: NodeJS.ProcessEnv): Buffer {
  const value = env.STAFF_SECRET_KEY?.trim();
  if (value) return parseSecretKey(value);
  // The development key is public: in production it would let a copy of the database give codes away.
  if (isProduction(env)) {
    throw new Error(
      'NODE_ENV=production needs STAFF_SECRET_KEY, the key that seals staff authenticator secrets: 32 random bytes as 64 hex digits (openssl rand -hex 32).',
    );
  }
  return DEVELOPMENT_SECRET_KEY;
}

/** A whole number above 0 from a setting, or the fallback when it is unset or not one. */
function whole(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
}

/** An IP address, or an IPv4/IPv6 network as address/prefix length. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Only named proxies are believed: `true` would take the left-most X-Forwarded-For, which the client
 * writes itself, and a hop count cannot tell a proxy from a client that calls the shop directly.
 */
function trustProxy(value: string | undefined): CommerceSettings['trustProxy'] {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  const entries = setting.split(',').map((entry) => entry.trim());
  if (!entries.every(isAddressOrCidr)) {
    throw new Error(
      `TRUST_PROXY must name the proxies in front of the shop: their addresses or CIDRs, comma-separated, like 10.0.0.1 or 10.0.0.0/8,192.168.1.5 (not "${value}"; "true" and hop counts are not taken, as they would believe addresses a client makes up).`,
    );
  }
  return entries.join(',');
}

function shopOrigin(env: NodeJS.ProcessEnv, listening: { host: string; port: number }): string {
  const value = env.PUBLIC_URL?.trim();
  if (!value) {
    if (isProduction(env)) {
      throw new Error(
        "NODE_ENV=production needs PUBLIC_URL, the shop's address as visitors reach it (like https://shop.example): links in mail, payment returns, sign-in callbacks, page heads and the sitemap are built from it, never from a request's Host.",
      );
    }
    return listenOrigin(listening);
  }
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `PUBLIC_URL must be the shop's http(s) address without a path, like https://shop.example, not "${env.PUBLIC_URL}".`,
    );
  }
  return url.origin;
}

function outboxSettings(env: NodeJS.ProcessEnv): CommerceSettings['outbox'] {
  const url = env.SMTP_URL?.trim();
  if (!url) {
    // The log transport prints reset links and codes: in production that would hand accounts to
    // whoever reads the log, and customers would never get their mail.
    if (isProduction(env)) {
      throw new Error(
        'NODE_ENV=production needs a mail server for account mail (password reset and verification links): set SMTP_URL (smtp://user:password@host:587 or smtps://…:465) and MAIL_FROM.',
      );
    }
    return { transport: 'log' };
  }
  if (!URL.canParse(url) || !/^smtps?:$/.test(new URL(url).protocol)) {
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// address, like smtp://user:password@host:587.`);
  }
  const from = env.MAIL_FROM?.trim();
  if (!from)
    throw new Error(
      "SMTP_URL needs MAIL_FROM, the sender of the shop's mail, like ProBuild <no-reply@shop.example>.",
    );
  return { transport: 'smtp', smtp: { url, from } };
}

function paymentSettings(env: NodeJS.ProcessEnv): CommerceSettings['payments'] {
  const provider = env.PAYMENT_PROVIDER || 'test';
  // The test provider approves whatever the shopper clicks: a production shop would give goods away.
  if (provider === 'test' && isProduction(env)) {
    throw new Error(
      'NODE_ENV=production needs a real payment provider: set PAYMENT_PROVIDER=omise with OMISE_SECRET_KEY and OMISE_PUBLIC_KEY (the test provider cannot run in production).',
    );
  }
  if (provider === 'test') return { provider: 'test' };
  if (provider !== 'omise') throw new Error(`PAYMENT_PROVIDER must be "test" or "omise", not "${provider}".`);
  const { OMISE_SECRET_KEY: secretKey, OMISE_PUBLIC_KEY: publicKey } = env;
  if (!secretKey || !publicKey) {
    throw new Error('PAYMENT_PROVIDER=omise needs OMISE_SECRET_KEY and OMISE_PUBLIC_KEY.');
  }
  return {
    provider: 'omise',
    omise: {
      secretKey,
      publicKey,
      apiUrl: env.OMISE_API_URL || 'https://api.omise.co',
      vaultUrl: env.OMISE_VAULT_URL || 'https://vault.omise.co',
      timeoutMs: whole(env.OMISE_TIMEOUT_SECONDS, 15) * 1000,
    },
  };
}

/** The providers' public endpoints; each can be overridden (a provider stand-in in tests). */
const providerDefaults: Record<SocialProvider, Omit<OAuthProviderSettings, 'clientId' | 'clientSecret'>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    issuer: 'https://accounts.google.com',
    scope: 'openid email profile',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v18.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v18.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/v18.0/me?fields=id,name,first_name,last_name,email,picture',
    tokenCheckUrl: 'https://graph.facebook.com/v18.0/debug_token',
    scope: 'public_profile email',
  },
  line: {
    authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
    tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
    jwksUrl: 'https://api.line.me/oauth2/v2.1/certs',
    issuer: 'https://access.line.me',
    profileUrl: 'https://api.line.me/v2/profile',
    tokenCheckUrl: 'https://api.line.me/oauth2/v2.1/verify',
    scope: 'profile openid email',
  },
};

const envPrefix: Record<SocialProvider, { prefix: string; id: string }> = {
  google: { prefix: 'GOOGLE', id: 'GOOGLE_CLIENT_ID' },
  facebook: { prefix: 'FACEBOOK', id: 'FACEBOOK_APP_ID' },
  line: { prefix: 'LINE', id: 'LINE_CHANNEL_ID' },
};

function socialSettings(env: NodeJS.ProcessEnv): CommerceSettings['social'] {
  const social: CommerceSettings['social'] = {};
  for (const provider of Object.keys(providerDefaults) as SocialProvider[]) {
    const { prefix, id } = envPrefix[provider];
    const clientId = env[id];
    const clientSecret =
      env[`${prefix}_CLIENT_SECRET`] ?? env[`${prefix}_APP_SECRET`] ?? env[`${prefix}_CHANNEL_SECRET`];
    if (!clientId || !clientSecret) continue;
    const defaults = providerDefaults[provider];
    const override = (name: string) => env[`${prefix}_${name}`] || undefined;
    social[provider] = {
      ...defaults,
      clientId,
      clientSecret,
      authorizeUrl: override('AUTHORIZE_URL') ?? defaults.authorizeUrl,
      tokenUrl: override('TOKEN_URL') ?? defaults.tokenUrl,
      jwksUrl: override('JWKS_URL') ?? defaults.jwksUrl,
      issuer: override('ISSUER') ?? defaults.issuer,
      profileUrl: override('PROFILE_URL') ?? defaults.profileUrl,
      tokenCheckUrl: override('TOKEN_CHECK_URL') ?? defaults.tokenCheckUrl,
    };
  }
  return social;
}
