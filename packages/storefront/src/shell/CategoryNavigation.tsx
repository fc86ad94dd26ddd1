import { CategoryMenu, type CategoryMenuProps } from '@probuild/ui';
import { useMemo } from 'react';
import { queries } from '../api/client.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { categoryMenuItems } from './categoryMenuItems.ts';

/** The category tree from the server: the header's bar from 1200 px, the drawer's list below. */
export function CategoryNavigation({ layout }: Pick<CategoryMenuProps, 'layout'>) {
  const locale = useLocale();
  const tree = queries.useQuery('get', '/web/categories/tree');
  const items = useMemo(() => categoryMenuItems(tree.data?.data ?? [], locale), [tree.data, locale]);
  const status = tree.isPending ? 'loading' : tree.isError ? 'error' : 'ready';
  return <CategoryMenu layout={layout} status={status} items={items} onRetry={() => tree.refetch()} />;
}
