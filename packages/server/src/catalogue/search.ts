/** A query as a key: trimmed, lower case, single spaces. */
export const normaliseQuery = (query: string) => query.trim().toLowerCase().replaceAll(/\s+/g, ' ');

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replaceAll(/[\\%_]/g, (character) => `\\${character}`);
