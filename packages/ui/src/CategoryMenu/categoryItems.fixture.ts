import type { CategoryMenuItem } from './CategoryMenu.tsx';
import categoryTree from './categories.fixture.json';

type Locale = 'th' | 'en';

interface CategoryNode {
  key: string;
  name: Record<Locale, string>;
  children: CategoryNode[];
}

/** The shop's real category tree (a copy of the seed catalogue) as menu items in one language. */
export function fixtureItems(locale: Locale): CategoryMenuItem[] {
  const toItem = (node: CategoryNode, parentNames: string[]): CategoryMenuItem => {
    const names = [...parentNames, node.name[locale]];
    return {
      id: node.key,
      label: node.name[locale],
      href: `/category/${names.map(encodeURIComponent).join('/')}`,
      children: node.children.map((child) => toItem(child, names)),
    };
  };
  return (categoryTree as CategoryNode[]).map((node) => toItem(node, []));
}
