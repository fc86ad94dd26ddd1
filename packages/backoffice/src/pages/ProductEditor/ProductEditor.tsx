import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@probuild/api-client';
import {
  AlertBox,
  Badge,
  Button,
  Checkbox,
  EmptyState,
  FormSection,
  FormStack,
  PageHeader,
  Price,
  Select,
  Spinner,
  Stack,
  TextArea,
  TextField,
} from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation, useRouter } from 'wouter';
import { errorTextId } from '../../errorText.ts';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { QueryFailure } from '../../queries/QueryFailure.tsx';
import { type SignedIn, useStaffSession } from '../../session/StaffSession.tsx';
import { ProductPicturesSection } from './ProductPicturesSection.tsx';
import {
  emptyProductForm,
  fieldOfPath,
  formOfProduct,
  inputOfForm,
  type ProductFormValues,
  type ProductOptions,
  problemText,
  productFormSchema,
  type StaffProduct,
} from './productForm.ts';

const NONE = 'none';

/** Asks before leaving with unsaved changes: closing the tab, reloading, or following a link. */
function useLeaveWarning(dirty: boolean, question: string) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, question]);
}

interface EditorFormProps {
  options: ProductOptions;
  saved?: StaffProduct;
  canEdit: boolean;
}

/** The product's fields: everything an editor sets, read-only for a role that may not edit. */
function EditorForm({ options, saved, canEdit }: EditorFormProps) {
  const t = useText();
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const queryClient = useQueryClient();
  const { queries } = useStaffSession();
  const { locale } = useIntl();
  const nameOf = (text: { th: string; en: string }) => (locale === 'en' ? text.en || text.th : text.th);

  const [categoryKey, setCategoryKey] = useState(saved?.product.categoryKey ?? '');
  const category = options.categories.find((item) => item.key === categoryKey);
  const specFields = category?.specFields ?? [];
  const schema = useMemo(() => productFormSchema(specFields), [specFields]);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(schema),
    defaultValues: saved ? formOfProduct(saved) : emptyProductForm,
  });
  const bundles = useFieldArray({ control: form.control, name: 'bundles' });
  const { errors, isDirty } = form.formState;
  useLeaveWarning(isDirty, t('product.leaveConfirm'));
  const message = (text?: string) => text && t(text as MessageId);
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [notice, setNotice] = useState<MessageId | null>(null);

  /** The server's refusal: each field it names gets its problem's text; the rest goes on top. */
  const refused = (error: unknown) => {
    const apiError = toApiError(error);
    const fields = apiError.kind === 'http' ? (apiError.errors ?? []) : [];
    let placed = 0;
    for (const field of fields) {
      const name = fieldOfPath(field.path);
      if (!name) continue;
      form.setError(name as FieldPath<ProductFormValues>, { message: problemText(field.code) });
      placed += 1;
    }
    if (apiError.kind === 'http' && apiError.code === 'SKU_TAKEN') {
      form.setError('sku', { message: 'error.SKU_TAKEN' });
      placed += 1;
    }
    setFailure(placed > 0 ? 'product.fixFields' : errorTextId(error));
  };
  const savedNow = (answer: { data: StaffProduct }, created: boolean) => {
    setFailure(null);
    setNotice(created ? 'product.created' : 'product.saved');
    form.reset(formOfProduct(answer.data));
    queryClient.setQueryData(
      ['get', '/products/{sku}', { params: { path: { sku: answer.data.product.sku } } }],
      answer,
    );
    void queryClient.invalidateQueries({ queryKey: ['get', '/products'] });
    if (created) navigate(`/products/${encodeURIComponent(answer.data.product.sku)}`);
  };
  const create = queries.useMutation('post', '/products', {
    onSuccess: (answer) => savedNow(answer, true),
    onError: refused,
  });
  const update = queries.useMutation('put', '/products/{sku}', {
    onSuccess: (answer) => savedNow(answer, false),
    onError: refused,
  });
  const publishing = {
    publish: queries.useMutation('post', '/products/{sku}/publish'),
    unpublish: queries.useMutation('post', '/products/{sku}/unpublish'),
  };
  const saving = saved ? update : create;
  const submit = form.handleSubmit(
    (values) => {
      if (saving.isPending) return;
      setNotice(null);
      const body = inputOfForm(values, specFields);
      if (saved) update.mutate({ params: { path: { sku: saved.product.sku } }, body });
      else create.mutate({ body });
    },
    () => setFailure('product.fixFields'),
  );
  const setPublished = (next: 'publish' | 'unpublish') => {
    if (!saved) return;
    const mutation = publishing[next];
    mutation.mutate(
      { params: { path: { sku: saved.product.sku } } },
      {
        onSuccess: (answer) => {
          setNotice(next === 'publish' ? 'product.published' : 'product.unpublished');
          queryClient.setQueryData(
            ['get', '/products/{sku}', { params: { path: { sku: answer.data.product.sku } } }],
            answer,
          );
          void queryClient.invalidateQueries({ queryKey: ['get', '/products'] });
        },
        onError: (error) => setFailure(errorTextId(error)),
      },
    );
  };

  const categories = options.categories.filter((item) => item.level === 2);
  const subcategories = options.categories.filter((item) => item.parentKey === categoryKey);
  const specError = (key: string) => message(errors.specs?.[key]?.message);
  const status = saved ? (
    <Stack direction="row" gap={2}>
      <Badge tone={saved.published ? 'success' : 'neutral'}>
        {t(saved.published ? 'product.status.published' : 'product.status.hidden')}
      </Badge>
      {saved.saleInForce !== null && (
        <span>
          {t('product.saleInForce')} <Price price={saved.saleInForce} size="sm" />
        </span>
      )}
    </Stack>
  ) : null;

  return (
    <>
      <PageHeader
        title={
          saved
            ? saved.product.name[locale === 'en' ? 'en' : 'th'] || saved.product.sku
            : t('product.newTitle')
        }
        description={saved ? `${t('product.sku')} ${saved.product.sku}` : t('product.newIntro')}
        actions={
          canEdit && saved ? (
            saved.published ? (
              <Button
                variant="secondary"
                busy={publishing.unpublish.isPending}
                onClick={() => setPublished('unpublish')}
              >
                {t('product.unpublish')}
              </Button>
            ) : (
              <Button busy={publishing.publish.isPending} onClick={() => setPublished('publish')}>
                {t('product.publish')}
              </Button>
            )
          ) : null
        }
      />
      {status}
      {!canEdit && <p>{t('product.readOnly')}</p>}
      <FormStack id="product-form" aria-label={t('product.formLabel')} onSubmit={submit} noValidate>
        {failure && <AlertBox tone="error">{t(failure)}</AlertBox>}
        {notice && <AlertBox tone="success">{t(notice)}</AlertBox>}
        <FormSection title={t('product.section.basics')} disabled={!canEdit}>
          {!saved && (
            <TextField
              label={t('product.sku')}
              hint={t('product.skuHint')}
              autoComplete="off"
              required
              error={message(errors.sku?.message)}
              {...form.register('sku')}
            />
          )}
          <Stack direction="row" gap={4}>
            <Controller
              control={form.control}
              name="categoryKey"
              render={({ field }) => (
                <Select
                  label={t('product.category')}
                  required
                  disabled={!canEdit}
                  placeholder={t('product.choose')}
                  value={field.value || undefined}
                  onValueChange={(value) => {
                    field.onChange(value);
                    setCategoryKey(value);
                    form.setValue('subcategoryKey', '');
                  }}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  error={message(errors.categoryKey?.message)}
                  options={categories.map((item) => ({ value: item.key, label: nameOf(item.name) }))}
                />
              )}
            />
            <Controller
              control={form.control}
              name="subcategoryKey"
              render={({ field }) => (
                <Select
                  label={t('product.subcategory')}
                  disabled={!canEdit || subcategories.length === 0}
                  value={field.value || NONE}
                  onValueChange={(value) => field.onChange(value === NONE ? '' : value)}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  error={message(errors.subcategoryKey?.message)}
                  options={[
                    { value: NONE, label: t('product.noSubcategory') },
                    ...subcategories.map((item) => ({ value: item.key, label: nameOf(item.name) })),
                  ]}
                />
              )}
            />
          </Stack>
          <Stack direction="row" gap={4}>
            <Controller
              control={form.control}
              name="brandKey"
              render={({ field }) => (
                <Select
                  label={t('product.brand')}
                  required
                  disabled={!canEdit}
                  placeholder={t('product.choose')}
                  value={field.value || undefined}
                  onValueChange={field.onChange}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  error={message(errors.brandKey?.message)}
                  hint={
                    canEdit && (
                      // A new tab, so nothing typed here is lost; the list reloads on return.
                      <a href={`${base}/brands`} target="_blank" rel="noopener">
                        {t('brand.manage')}
                      </a>
                    )
                  }
                  options={options.brands.map((brand) => ({ value: brand.key, label: brand.name }))}
                />
              )}
            />
            <TextField
              label={t('product.model')}
              required
              error={message(errors.model?.message)}
              {...form.register('model')}
            />
          </Stack>
        </FormSection>

        <FormSection title={t('product.section.texts')} disabled={!canEdit}>
          <Stack direction="row" gap={4}>
            <TextField
              label={t('product.nameTh')}
              required
              error={message(errors.nameTh?.message)}
              {...form.register('nameTh')}
            />
            <TextField
              label={t('product.nameEn')}
              required
              error={message(errors.nameEn?.message)}
              {...form.register('nameEn')}
            />
          </Stack>
          <Stack direction="row" gap={4}>
            <TextArea
              label={t('product.shortTh')}
              rows={3}
              required
              error={message(errors.shortTh?.message)}
              {...form.register('shortTh')}
            />
            <TextArea
              label={t('product.shortEn')}
              rows={3}
              required
              error={message(errors.shortEn?.message)}
              {...form.register('shortEn')}
            />
          </Stack>
          <Stack direction="row" gap={4}>
            <TextArea label={t('product.longTh')} rows={6} {...form.register('longTh')} />
            <TextArea label={t('product.longEn')} rows={6} {...form.register('longEn')} />
          </Stack>
        </FormSection>

        <FormSection title={t('product.section.price')} disabled={!canEdit}>
          <Stack direction="row" gap={4}>
            <TextField
              label={t('product.price')}
              hint={t('product.bahtHint')}
              inputMode="decimal"
              required
              error={message(errors.price?.message)}
              {...form.register('price')}
            />
            <TextField
              label={t('product.salePrice')}
              hint={t('product.salePriceHint')}
              inputMode="decimal"
              error={message(errors.salePrice?.message)}
              {...form.register('salePrice')}
            />
          </Stack>
          <Stack direction="row" gap={4}>
            <TextField
              type="date"
              label={t('product.saleStartsOn')}
              hint={t('product.saleStartsOnHint')}
              error={message(errors.saleStartsOn?.message)}
              {...form.register('saleStartsOn')}
            />
            <TextField
              type="date"
              label={t('product.saleEndsOn')}
              hint={t('product.saleEndsOnHint')}
              error={message(errors.saleEndsOn?.message)}
              {...form.register('saleEndsOn')}
            />
          </Stack>
          <TextField
            label={t('product.warrantyMonths')}
            numeric
            required
            error={message(errors.warrantyMonths?.message)}
            {...form.register('warrantyMonths')}
          />
        </FormSection>

        <FormSection title={t('product.section.specs')} disabled={!canEdit}>
          {specFields.length === 0 ? (
            <p>{t('product.chooseCategoryFirst')}</p>
          ) : (
            <Stack direction="row" gap={4}>
              {specFields.map((field) =>
                field.kind === 'boolean' ? (
                  <Controller
                    key={field.key}
                    control={form.control}
                    name={`specs.${field.key}`}
                    render={({ field: input }) => (
                      <Checkbox
                        label={nameOf(field.label)}
                        checked={input.value === true}
                        disabled={!canEdit}
                        onCheckedChange={(checked) => input.onChange(checked === true)}
                        error={specError(field.key)}
                      />
                    )}
                  />
                ) : (
                  <TextField
                    key={field.key}
                    label={nameOf(field.label)}
                    required={field.required}
                    hint={field.kind === 'list' ? t('product.listHint') : undefined}
                    inputMode={field.kind === 'number' ? 'decimal' : undefined}
                    error={specError(field.key)}
                    {...form.register(`specs.${field.key}`)}
                  />
                ),
              )}
            </Stack>
          )}
        </FormSection>

        <FormSection title={t('product.section.colours')} disabled={!canEdit}>
          <Controller
            control={form.control}
            name="colours"
            render={({ field }) => (
              <Stack direction="row" gap={4}>
                {options.colours.map((colour) => (
                  <Checkbox
                    key={colour.value}
                    label={nameOf(colour.name)}
                    disabled={!canEdit}
                    checked={field.value.includes(colour.value)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true
                          ? [...field.value, colour.value]
                          : field.value.filter((value) => value !== colour.value),
                      )
                    }
                  />
                ))}
              </Stack>
            )}
          />
          {errors.colours && <AlertBox tone="error">{message(errors.colours.message)}</AlertBox>}
        </FormSection>

        <FormSection title={t('product.section.bundles')} disabled={!canEdit}>
          {bundles.fields.map((bundle, index) => (
            <Stack key={bundle.id} direction="row" gap={4}>
              <TextField
                label={t('product.addonSku')}
                autoComplete="off"
                error={message(errors.bundles?.[index]?.addonSku?.message)}
                {...form.register(`bundles.${index}.addonSku`)}
              />
              <TextField
                label={t('product.bundlePrice')}
                inputMode="decimal"
                error={message(errors.bundles?.[index]?.bundlePrice?.message)}
                {...form.register(`bundles.${index}.bundlePrice`)}
              />
              <Controller
                control={form.control}
                name={`bundles.${index}.checked`}
                render={({ field }) => (
                  <Checkbox
                    label={t('product.bundleChecked')}
                    disabled={!canEdit}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                )}
              />
              {canEdit && (
                <Button variant="ghost" size="sm" onClick={() => bundles.remove(index)}>
                  {t('product.removeBundle')}
                </Button>
              )}
            </Stack>
          ))}
          {canEdit && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => bundles.append({ addonSku: '', bundlePrice: '', checked: false })}
            >
              {t('product.addBundle')}
            </Button>
          )}
        </FormSection>

        <FormSection title={t('product.section.related')} disabled={!canEdit}>
          <TextField
            label={t('product.related')}
            hint={t('product.relatedHint')}
            autoComplete="off"
            error={message(errors.related?.message)}
            {...form.register('related')}
          />
        </FormSection>
        <ProductPicturesSection sku={saved?.product.sku ?? null} canEdit={canEdit} />

        {canEdit && (
          <Stack direction="row">
            <Button type="submit" busy={saving.isPending}>
              {t(saved ? 'product.save' : 'product.create')}
            </Button>
          </Stack>
        )}
      </FormStack>
    </>
  );
}

/**
 * `/products/new` and `/products/:sku`: the product editor. Every staff member may read a product;
 * only roles with `catalogue.edit` see the controls that change it.
 */
export function ProductEditor({ sku, signedIn }: { sku?: string; signedIn: SignedIn }) {
  const t = useText();
  const { queries } = useStaffSession();
  const canEdit = signedIn.may('catalogue.edit');
  // Brands made in another tab show when the editor's tab is back in front.
  const options = queries.useQuery(
    'get',
    '/product-options',
    {},
    { staleTime: 5 * 60_000, refetchOnWindowFocus: 'always' },
  );
  const product = queries.useQuery(
    'get',
    '/products/{sku}',
    { params: { path: { sku: sku ?? '' } } },
    { enabled: sku !== undefined },
  );
  const failed = options.isError ? options : product.isError ? product : null;
  if (failed) return <QueryFailure query={failed} />;
  if (!canEdit && sku === undefined) return <EmptyState title={t('error.FORBIDDEN')} />;
  if (!options.data || (sku !== undefined && !product.data)) return <Spinner label={t('app.loading')} />;
  return (
    <EditorForm
      // A different product (after creating one) starts a fresh form.
      key={product.data?.data.product.sku ?? 'new'}
      options={options.data.data}
      saved={product.data?.data}
      canEdit={canEdit}
    />
  );
}
