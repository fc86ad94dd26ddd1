import { DomainError } from '../domain-error.ts';

/**
 * The keyset of a newest-first list: the row's exact time as PostgreSQL prints it, and its id. The
 * client gets it as an opaque `nextBefore` text.
 */
export type Cursor = [at: string, id: string];

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor of a `before` text; anything else is refused as a bad query. */
export function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      !Number.isNaN(Date.parse(value[0]))
    )
      return [value[0], value[1]];
  } catch {
    // refused below
  }
  throw new DomainError('invalid', 'VALIDATION_FAILED', 'before is not a page cursor of this list', {
    issues: [{ path: '/query/before', message: 'must be the nextBefore of a previous page' }],
  });
}

/** A text for LIKE / ILIKE that matches itself only (its %, _ and \ escaped). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
