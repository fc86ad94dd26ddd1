import { type components, type Locale, localize } from '@probuild/api-client';
import { categoryLink, promotionLink } from '../../routes/links.ts';

type CategoryNode = components['schemas']['CategoryNode'];
type Promotion = components['schemas']['Promotion'];

export interface SectionLink {
  href: string;
  label: string;
  current: boolean;
}

/** A path segment as it reads: decoded, or as it came when it is not valid percent-encoding. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a node is the one a segment names: by key, or by its Thai or English name. */
const names = (node: CategoryNode, segment: string) => {
  const wanted = decodedSegment(segment).toLowerCase();
  return [node.key, node.name.th, node.name.en ?? ''].some((name) => name.toLowerCase() === wanted);
};

/**
 * The path from the top of the tree to the first segment's category, highest level first (an
 * address may start below the top, as `/category/cpu` does), or nothing when it names none.
 */
function pathToFirst(tree: CategoryNode[], segment: string): CategoryNode[] {
  let level = tree.map((node) => ({ node, above: [] as CategoryNode[] }));
  while (level.length > 0) {
    const found = level.find(({ node }) => names(node, segment));
    if (found) return [...found.above, found.node];
    level = level.flatMap(({ node, above }) =>
      node.children.map((child) => ({ node: child, above: [...above, node] })),
    );
  }
  return [];
}

interface CategoryPath {
  /** From the top of the tree down to the last category a segment names. */
  trail: CategoryNode[];
  /** Whether every segment named its category. */
  whole: boolean;
}

/**
 * The nodes a category path names, from the top of the tree: the first segment may name a category
 * of any level, each next one a child of the one before. Stops at the first segment that names none.
 */
export function categoryPath(tree: CategoryNode[], segments: string[]): CategoryPath {
  const [first, ...rest] = segments;
  const trail = first === undefined ? [] : pathToFirst(tree, first);
  if (trail.length === 0) return { trail, whole: false };
  for (const segment of rest) {
    const node = trail.at(-1)?.children.find((candidate) => names(candidate, segment));
    if (!node) return { trail, whole: false };
    trail.push(node);
  }
  return { trail, whole: true };
}

/**
 * The section tabs of a category list: the children of the category shown, or, for a category
 * without children, its siblings with it marked. Links use names in the current language, as the
 * category menu's do.
 */
export function categorySections(trail: CategoryNode[], locale: Locale): SectionLink[] {
  const shown = trail.at(-1);
  if (!shown) return [];
  const parentTrail = shown.children.length > 0 ? trail : trail.slice(0, -1);
  const parent = parentTrail.at(-1);
  if (!parent) return [];
  return parent.children.map((child) => ({
    href: categoryLink([...parentTrail, child], locale),
    label: localize(child.name, locale),
    current: child.key === shown.key,
  }));
}

/** The active promotions as section tabs, the one shown marked. */
export function promotionSections(promotions: Promotion[], shownKey: string, locale: Locale): SectionLink[] {
  return promotions
    .filter((promotion) => promotion.status === 'active')
    .map((promotion) => ({
      href: promotionLink(promotion.key),
      label: localize(promotion.title, locale),
      current: promotion.key === shownKey,
    }));
}
