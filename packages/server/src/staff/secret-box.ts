import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (staff authenticator secrets) are sealed with AES-256-GCM under the server's
 * STAFF_SECRET_KEY: a copy of the database alone does not give anyone the codes. A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the row's id is bound in as associated data, so a
 * sealed secret copied onto another row does not open.
 */
const VERSION = 'v1';

/** The development key: a fixed, public value, refused in production (see readCommerceSettings). */
export const DEVELOPMENT_SECRET_KEY = createHash('sha256')
  .update('probuild development staff secrets')
  .digest();

/** A 32-byte key from STAFF_SECRET_KEY: 64 hex digits or 32 bytes in base64. */
export function parseSecretKey(value: string): Buffer {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(text)) return Buffer.from(text, 'base64');
  throw new Error(
    'STAFF_SECRET_KEY must be 32 random bytes as 64 hex digits or in base64, like the output of `openssl rand -hex 32`.',
  );
}

export function sealSecret(key: Buffer, owner: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(owner));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret a sealed value holds; throws when it was sealed under another key or for another owner. */
export function openSecret(key: Buffer, owner: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    .setAAD(Buffer.from(owner))
    .setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
