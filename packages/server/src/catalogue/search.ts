/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replaceAll(/[\\%_]/g, (character) => `\\${character}`);
