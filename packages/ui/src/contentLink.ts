/** The attributes of an anchor for a link that came from content (the server, an editor). */
export interface ContentLinkProps {
  href: string;
  target?: '_blank';
  rel?: 'noopener noreferrer';
}

/**
 * A path of this site: one leading slash, not followed by a second slash or a backslash (browsers read
 * "//" and "/\" as another host), and no control character anywhere (browsers drop tabs and line
 * breaks from an address, so "/<tab>/host" is "//host").
 */
export function isInternalPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/\p{Cc}/u.test(path);
}

/**
 * Links from content open only http(s) addresses, in a new tab with neither opener nor referrer, or
 * paths inside the shop. Anything else (javascript:, data:, protocol-relative //host …) is no link:
 * the answer is null and the caller renders plain content instead.
 */
export function contentLink(href: string | null | undefined): ContentLinkProps | null {
  const trimmed = href?.trim();
  if (!trimmed) return null;
  if (isInternalPath(trimmed)) return { href: trimmed };
  if (!/^https?:/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return { href: url.href, target: '_blank', rel: 'noopener noreferrer' };
  } catch {
    return null;
  }
}
