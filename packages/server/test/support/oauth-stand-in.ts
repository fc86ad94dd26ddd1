import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuthProviderSettings } from '../../src/commerce-settings.ts';

/** The person signed in at the stand-in provider. */
export interface StandInUser {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name: string;
  picture?: string;
}

/**
 * A local stand-in of the social sign-in providers: an OAuth 2.0 authorization server with PKCE
 * (`/authorize` signs the current user in at once and redirects back with a code; `/token` checks
 * the client secret, the redirect URI and the S256 code verifier, once), RS256 ID tokens with a
 * JWKS that echo the authorization's nonce, and the profile and token-check endpoints of Facebook (`/me`, `/debug_token`) and LINE
 * (`/v2/profile`, `/verify`).
 */
export async function startOAuthStandIn() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(4).toString('hex');
  const clients = new Map<string, string>();
  const codes = new Map<
    string,
    { clientId: string; redirectUri: string; challenge: string; nonce: string | null; user: StandInUser }
  >();
  // Claims the token endpoint's next ID tokens carry instead of the right ones (a provider gone wrong).
  let tamperedClaims: Record<string, unknown> = {};
  const accessTokens = new Map<string, { clientId: string; user: StandInUser }>();
  const tokenRequests: URLSearchParams[] = [];
  let keySetRequests = 0;
  let currentUser: StandInUser | undefined;
  let url = '';

  const idToken = (
    clientId: string,
    user: StandInUser,
    overrides: Record<string, unknown> = {},
    key: KeyObject = privateKey,
  ) => {
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' })).toString('base64url');
    const claims = {
      iss: url,
      aud: clientId,
      sub: user.sub,
      exp: Math.floor(Date.now() / 1000) + 600,
      iat: Math.floor(Date.now() / 1000),
      name: user.name,
      picture: user.picture,
      ...(user.email ? { email: user.email, email_verified: user.emailVerified ?? false } : {}),
      ...overrides,
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key).toString('base64url');
    return `${header}.${payload}.${signature}`;
  };

  const issueAccessToken = (clientId: string, user: StandInUser) => {
    const token = `at_${randomBytes(16).toString('hex')}`;
    accessTokens.set(token, { clientId, user });
    return token;
  };

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const server = createServer(async (request, response) => {
    const requestUrl = new URL(request.url ?? '/', url);
    const query = requestUrl.searchParams;
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    switch (requestUrl.pathname) {
      case '/authorize': {
        const clientId = query.get('client_id') ?? '';
        if (!clients.has(clientId) || query.get('code_challenge_method') !== 'S256' || !currentUser) {
          return json(400, { error: 'invalid_request' });
        }
        const code = `code_${randomBytes(12).toString('hex')}`;
        codes.set(code, {
          clientId,
          redirectUri: query.get('redirect_uri') ?? '',
          challenge: query.get('code_challenge') ?? '',
          nonce: query.get('nonce'),
          user: currentUser,
        });
        const back = new URL(query.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', query.get('state') ?? '');
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      case '/token': {
        const form = new URLSearchParams(await readBody(request));
        tokenRequests.push(form);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        const clientId = form.get('client_id') ?? '';
        if (
          !grant ||
          grant.clientId !== clientId ||
          clients.get(clientId) !== form.get('client_secret') ||
          grant.redirectUri !== form.get('redirect_uri') ||
          grant.challenge !== challenge
        ) {
          return json(400, { error: 'invalid_grant' });
        }
        return json(200, {
          token_type: 'Bearer',
          access_token: issueAccessToken(clientId, grant.user),
          id_token: idToken(clientId, grant.user, {
            ...(grant.nonce ? { nonce: grant.nonce } : {}),
            ...tamperedClaims,
          }),
          expires_in: 3600,
        });
      }
      case '/jwks':
        keySetRequests += 1;
        return json(200, {
          keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
        });
      case '/me': {
        const granted = accessTokens.get(bearer);
        if (!granted) return json(401, { error: { message: 'Invalid OAuth access token.' } });
        const [first = '', ...last] = granted.user.name.split(' ');
        return json(200, {
          id: granted.user.sub,
          name: granted.user.name,
          first_name: first,
          last_name: last.join(' '),
          email: granted.user.email,
          picture: { data: { url: granted.user.picture ?? 'https://example.com/p.jpg' } },
        });
      }
      case '/debug_token': {
        const [appId, secret] = (query.get('access_token') ?? '').split('|');
        const granted = accessTokens.get(query.get('input_token') ?? '');
        if (!appId || clients.get(appId) !== secret)
          return json(400, { error: { message: 'Invalid app token' } });
        return json(200, {
          data: granted
            ? { is_valid: true, app_id: granted.clientId, user_id: granted.user.sub }
            : { is_valid: false },
        });
      }
      case '/verify': {
        const granted = accessTokens.get(query.get('access_token') ?? '');
        if (!granted)
          return json(400, { error: 'invalid_request', error_description: 'access token expired' });
        return json(200, { scope: 'profile openid email', client_id: granted.clientId, expires_in: 2591659 });
      }
      case '/v2/profile': {
        const granted = accessTokens.get(bearer);
        if (!granted) return json(401, { message: 'invalid token' });
        return json(200, {
          userId: granted.user.sub,
          displayName: granted.user.name,
          pictureUrl: granted.user.picture,
        });
      }
      default:
        return json(404, { error: 'not_found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    tokenRequests,
    /** How many times the published keys were fetched. */
    keySetRequests: () => keySetRequests,
    /** Settings of a provider pointing at this stand-in, with its own client id and secret. */
    provider(name: 'google' | 'facebook' | 'line'): OAuthProviderSettings {
      const clientId = `${name}-client-${randomBytes(3).toString('hex')}`;
      clients.set(clientId, `${name}-secret-${randomBytes(8).toString('hex')}`);
      return {
        clientId,
        clientSecret: clients.get(clientId) ?? '',
        authorizeUrl: `${url}/authorize`,
        tokenUrl: `${url}/token`,
        jwksUrl: name === 'facebook' ? undefined : `${url}/jwks`,
        issuer: url,
        profileUrl: name === 'facebook' ? `${url}/me` : name === 'line' ? `${url}/v2/profile` : undefined,
        tokenCheckUrl:
          name === 'facebook' ? `${url}/debug_token` : name === 'line' ? `${url}/verify` : undefined,
        scope: 'openid email profile',
      };
    },
    signInAs(user: StandInUser) {
      currentUser = user;
    },
    /** The token endpoint's ID tokens carry these claims from now on ({} for the right ones again). */
    tamperIdTokens(claims: Record<string, unknown>) {
      tamperedClaims = claims;
    },
    idToken,
    issueAccessToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OAuthStandIn = Awaited<ReturnType<typeof startOAuthStandIn>>;
