import { createHmac, createPublicKey, type JsonWebKey, timingSafeEqual, verify } from 'node:crypto';

/** The claims of an OpenID Connect ID token that sign-in reads. */
export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  nonce?: string;
}

export class InvalidIdToken extends Error {
  override name = 'InvalidIdToken';
}

type Jwk = JsonWebKey & { kid?: string; alg?: string };

const jwksCache = new Map<string, { keys: Jwk[]; fetchedAt: number }>();
const JWKS_CACHE_MS = 60 * 60 * 1000;
/** Tokens with made-up key ids must not make us call the provider for each one. */
const JWKS_REFRESH_MIN_MS = 60 * 1000;

async function signingKeys(jwksUrl: string, refresh = false): Promise<Jwk[]> {
  const cached = jwksCache.get(jwksUrl);
  const age = cached ? Date.now() - cached.fetchedAt : Number.POSITIVE_INFINITY;
  if (cached && (refresh ? age < JWKS_REFRESH_MIN_MS : age < JWKS_CACHE_MS)) return cached.keys;
  const response = await fetch(jwksUrl, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new InvalidIdToken(`The provider's signing keys answered ${response.status}`);
  const { keys } = (await response.json()) as { keys: Jwk[] };
  jwksCache.set(jwksUrl, { keys, fetchedAt: Date.now() });
  return keys;
}

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * Verifies an ID token: its signature (RS256 or ES256 with the provider's published keys, or, only
 * where `sharedSecret` says the provider signs so, HS256 with our client secret as LINE signs
 * web-login tokens), issuer, audience (our client id),
 * expiry and, for a sign-in this server started, the nonce it sent. Throws InvalidIdToken otherwise.
 */
export async function verifyIdToken(
  token: string,
  expected: {
    issuer: string;
    audience: string;
    jwksUrl?: string;
    clientSecret: string;
    sharedSecret?: boolean;
    nonce?: string;
  },
): Promise<IdTokenClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new InvalidIdToken('Not a JWT');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  let header: { alg?: string; kid?: string };
  let claims: IdTokenClaims;
  try {
    header = decode(headerPart);
    claims = decode(payloadPart);
  } catch {
    throw new InvalidIdToken('The token is not readable');
  }
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  const signature = Buffer.from(signaturePart, 'base64url');
  if (!(await signatureValid(header, signed, signature, expected))) throw new InvalidIdToken('Bad signature');

  const issuers = [expected.issuer, expected.issuer.replace(/^https:\/\//, '')];
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!issuers.includes(claims.iss)) throw new InvalidIdToken('Wrong issuer');
  if (!audiences.includes(expected.audience)) throw new InvalidIdToken('Not issued to this shop');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw new InvalidIdToken('Expired');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new InvalidIdToken('No subject');
  // A token answered for another sign-in (replayed or injected) carries another nonce, or none.
  if (expected.nonce !== undefined && claims.nonce !== expected.nonce) {
    throw new InvalidIdToken('Not issued for this sign-in');
  }
  return claims;
}

async function signatureValid(
  header: { alg?: string; kid?: string },
  signed: Buffer,
  signature: Buffer,
  expected: { jwksUrl?: string; clientSecret: string; sharedSecret?: boolean },
): Promise<boolean> {
  if (header.alg === 'HS256') {
    if (!expected.sharedSecret) return false;
    const mac = createHmac('sha256', expected.clientSecret).update(signed).digest();
    return mac.length === signature.length && timingSafeEqual(mac, signature);
  }
  if ((header.alg !== 'RS256' && header.alg !== 'ES256') || !expected.jwksUrl) return false;
  let keys = await signingKeys(expected.jwksUrl);
  // Providers rotate keys: an unknown kid is worth a fresh look, at most once a minute.
  if (!keys.some((key) => key.kid === header.kid)) keys = await signingKeys(expected.jwksUrl, true);
  const jwk = keys.find((key) => key.kid === header.kid);
  if (!jwk) return false;
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  return header.alg === 'RS256'
    ? verify('RSA-SHA256', signed, key, signature)
    : verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature);
}
