import type { BackofficeComponents } from '@probuild/api-client/backoffice';
import {
  Badge,
  Button,
  FormStack,
  PageHeader,
  Pagination,
  Price,
  Select,
  Stack,
  TextField,
} from '@probuild/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { ANY, useAddressFilters } from '../../forms/useAddressFilters.ts';
import { useText } from '../../i18n/messages.ts';
import { QueryTable } from '../../queries/QueryTable.tsx';
import { type SignedIn, useStaffSession } from '../../session/StaffSession.tsx';

type ProductSummary = BackofficeComponents['schemas']['StaffProductSummary'];

const PAGE_SIZE = 25;
const PUBLISHED = ['true', 'false'] as const;

interface Filters {
  q?: string;
  category?: string;
  published?: 'true' | 'false';
  page: number;
}

/** The filters an address names (`/products?category=gpu&published=false&page=2`). */
function filtersOf(search: string): Filters {
  const query = new URLSearchParams(search);
  const q = query.get('q')?.trim().slice(0, 100);
  const category = query.get('category')?.trim().slice(0, 60);
  const published = PUBLISHED.find((value) => value === query.get('published'));
  const page = Number(query.get('page'));
  return {
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(published ? { published } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

const draftOf = (filters: Filters) => ({
  q: filters.q ?? '',
  category: filters.category ?? ANY,
  published: filters.published ?? ANY,
});

/**
 * `/products`: every product, published or not, searched and filtered by category and state, a
 * page at a time. The filters live in the address. Editors also get "New product".
 */
export function ProductsPage({ signedIn }: { signedIn: SignedIn }) {
  const t = useText();
  const { locale } = useIntl();
  const { queries } = useStaffSession();
  const [, navigate] = useLocation();
  const { filters, draft, setDraft, show } = useAddressFilters('/products', filtersOf, draftOf);
  // The first page is the address without one.
  const showPage = (page: number) => show({ ...filters, page: page > 1 ? String(page) : '' });

  const options = queries.useQuery('get', '/product-options', {}, { staleTime: 5 * 60_000 });
  const list = queries.useQuery('get', '/products', {
    params: {
      query: {
        ...(filters.q ? { q: filters.q } : {}),
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.published ? { published: filters.published === 'true' } : {}),
        page: filters.page,
        pageSize: PAGE_SIZE,
      },
    },
  });
  const categories = (options.data?.data.categories ?? []).filter((category) => category.level === 2);
  const categoryName = (key: string) => {
    const found = categories.find((category) => category.key === key);
    return found ? (locale === 'en' ? found.name.en : found.name.th) : key;
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    show(draft);
  };
  const page = list.data?.data;

  return (
    <>
      <PageHeader
        title={t('products.title')}
        description={t('products.intro')}
        actions={
          signedIn.may('catalogue.edit') ? (
            <Button onClick={() => navigate('/products/new')}>{t('products.new')}</Button>
          ) : null
        }
      />
      <FormStack aria-label={t('products.filters')} onSubmit={apply}>
        <TextField
          label={t('products.search')}
          hint={t('products.searchHint')}
          value={draft.q}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <Stack direction="row" gap={4}>
          <Select
            label={t('product.category')}
            value={draft.category}
            onValueChange={(category) => setDraft({ ...draft, category })}
            options={[
              { value: ANY, label: t('products.anyCategory') },
              ...categories.map((category) => ({ value: category.key, label: categoryName(category.key) })),
            ]}
          />
          <Select
            label={t('products.state')}
            value={draft.published}
            onValueChange={(published) => setDraft({ ...draft, published })}
            options={[
              { value: ANY, label: t('products.anyState') },
              { value: 'true', label: t('product.status.published') },
              { value: 'false', label: t('product.status.hidden') },
            ]}
          />
        </Stack>
        <Button type="submit">{t('products.apply')}</Button>
      </FormStack>
      <QueryTable<ProductSummary>
        query={list}
        caption={t('products.title')}
        captionHidden
        rows={page?.items ?? []}
        rowKey={(product) => product.sku}
        emptyTitle={t('products.empty')}
        below={
          page ? (
            <Pagination
              page={page.page}
              pageSize={page.pageSize}
              totalItems={page.total}
              onPageChange={showPage}
            />
          ) : null
        }
        columns={[
          {
            key: 'sku',
            header: t('product.sku'),
            breakAnywhere: true,
            cell: (product) => (
              <Link href={`/products/${encodeURIComponent(product.sku)}`}>{product.sku}</Link>
            ),
          },
          {
            key: 'name',
            header: t('products.name'),
            cell: (product) => (
              <Stack gap={2}>
                <span>{locale === 'en' ? product.name.en : product.name.th}</span>
                <span>{product.brandName}</span>
              </Stack>
            ),
          },
          {
            key: 'category',
            header: t('product.category'),
            cell: (product) => categoryName(product.categoryKey),
          },
          {
            key: 'state',
            header: t('products.state'),
            cell: (product) => (
              <Badge tone={product.published ? 'success' : 'neutral'}>
                {t(product.published ? 'product.status.published' : 'product.status.hidden')}
              </Badge>
            ),
          },
          { key: 'stock', header: t('products.stock'), align: 'end', cell: (product) => product.stock },
          {
            key: 'price',
            header: t('product.price'),
            align: 'end',
            cell: (product) => (
              <Price price={product.price} salePrice={product.saleInForce ?? undefined} size="sm" />
            ),
          },
        ]}
      />
    </>
  );
}
