import type { CategoryMenuProps } from '@probuild/ui';
import { lazy, Suspense } from 'react';

// The category menus and their Radix parts are in no first view on a phone: loaded when first shown.
const CategoryNavigation = lazy(() =>
  import('./CategoryNavigation.tsx').then((module) => ({ default: module.CategoryNavigation })),
);

/** CategoryNavigation, loaded when first shown; nothing in its place meanwhile (the bar's height is kept). */
export function LazyCategoryNavigation({ layout }: Pick<CategoryMenuProps, 'layout'>) {
  return (
    <Suspense fallback={null}>
      <CategoryNavigation layout={layout} />
    </Suspense>
  );
}
