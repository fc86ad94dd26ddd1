import { type components, type Locale, localize } from '@probuild/api-client';
import type { CategoryMenuItem } from '@probuild/ui';

type CategoryNode = components['schemas']['CategoryNode'];

/** The tree as menu items: /category/{main}/{sub}/{leaf}, each segment the node's name in the current language. */
export function categoryMenuItems(
  nodes: CategoryNode[],
  locale: Locale,
  parentPath = '/category',
): CategoryMenuItem[] {
  return nodes.map((node) => {
    const label = localize(node.name, locale);
    const href = `${parentPath}/${encodeURIComponent(label)}`;
    return { id: node._id, label, href, children: categoryMenuItems(node.children, locale, href) };
  });
}
