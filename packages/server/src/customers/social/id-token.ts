import {
  createRemoteJWKSet,
  errors,
  type FlattenedJWSInput,
  type JWTHeaderParameters,
  jwtVerify,
} from 'jose';

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

/** The published keys of each provider, kept an hour; an unknown key id fetches them again, at most once a minute. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function publishedKeys(jwksUrl: string) {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl), {
      timeoutDuration: 10_000,
      cacheMaxAge: 60 * 60 * 1000,
      cooldownDuration: 60 * 1000,
    });
    keySets.set(jwksUrl, keySet);
  }
  return keySet;
}

interface Expected {
  issuer: string;
  audience: string;
  jwksUrl?: string;
  clientSecret: string;
  sharedSecret?: boolean;
  nonce?: string;
}

/**
 * Verifies an ID token: its signature (RS256 or ES256 with the provider's published keys, or, only
 * where `sharedSecret` says the provider signs so, HS256 with our client secret as LINE signs
 * web-login tokens), issuer, audience (our client id), expiry and, for a sign-in this server
 * started, the nonce it sent. Throws InvalidIdToken otherwise.
 */
export async function verifyIdToken(token: string, expected: Expected): Promise<IdTokenClaims> {
  const signingKey = (header: JWTHeaderParameters, jws: FlattenedJWSInput) => {
    if (header.alg === 'HS256' && expected.sharedSecret)
      return new TextEncoder().encode(expected.clientSecret);
    if ((header.alg === 'RS256' || header.alg === 'ES256') && expected.jwksUrl) {
      return publishedKeys(expected.jwksUrl)(header, jws);
    }
    throw new InvalidIdToken('Bad signature');
  };
  let claims: IdTokenClaims;
  try {
    const verified = await jwtVerify(token, signingKey, {
      algorithms: ['RS256', 'ES256', 'HS256'],
      issuer: [expected.issuer, expected.issuer.replace(/^https:\/\//, '')],
      audience: expected.audience,
      requiredClaims: ['exp', 'sub'],
    });
    claims = verified.payload as unknown as IdTokenClaims;
  } catch (error) {
    throw refusal(error);
  }
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new InvalidIdToken('No subject');
  // A token answered for another sign-in (replayed or injected) carries another nonce, or none.
  if (expected.nonce !== undefined && claims.nonce !== expected.nonce) {
    throw new InvalidIdToken('Not issued for this sign-in');
  }
  return claims;
}

/**
 * Why a token is refused: jose's own words for a token it refuses. Keys that do not come in time
 * leave the provider unavailable (503) rather than the token wrong, as any provider call past its
 * timeout does.
 */
function refusal(error: unknown): unknown {
  if (error instanceof errors.JWKSTimeout) {
    return Object.assign(new Error("The provider's signing keys did not come in time"), {
      name: 'TimeoutError',
    });
  }
  if (error instanceof errors.JOSEError) return new InvalidIdToken(error.message);
  return error;
}
