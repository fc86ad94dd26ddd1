import type { Locale } from '@probuild/api-client';
import { CategoryMenu } from '@probuild/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../api/client.ts';
import { categoryMenuItems } from './categoryMenuItems.ts';

export function CategoryNavigation() {
  const locale = useIntl().locale as Locale;
  const tree = queries.useQuery('get', '/web/categories/tree');
  const items = useMemo(() => categoryMenuItems(tree.data?.data ?? [], locale), [tree.data, locale]);
  const status = tree.isPending ? 'loading' : tree.isError ? 'error' : 'ready';
  return <CategoryMenu status={status} items={items} onRetry={() => tree.refetch()} />;
}
