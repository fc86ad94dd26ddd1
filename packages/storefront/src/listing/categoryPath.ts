import type { components } from '@probuild/api-client';

export type CategoryNode = components['schemas']['CategoryNode'];

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
