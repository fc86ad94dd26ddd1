const hexColour = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A colour that arrives as data (a tag's banner, a product colour): only a well-formed hex code is
 * used, anything else gives undefined so the stylesheet's fallback applies.
 */
export function dataColour(value: string | null | undefined): string | undefined {
  return value && hexColour.test(value) ? value : undefined;
}
