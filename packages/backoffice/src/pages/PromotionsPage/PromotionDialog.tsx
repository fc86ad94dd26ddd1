import { zodResolver } from '@hookform/resolvers/zod';
import { parseSkuList, toApiError } from '@probuild/api-client';
import { AlertBox, Checkbox, FormSection, Stack, TextArea, TextField } from '@probuild/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { EditorDialog, editorLabels } from '../../forms/EditorDialog.tsx';
import { FormSelect } from '../../forms/FormSelect.tsx';
import { PictureField } from '../../forms/PictureField.tsx';
import { useEditorForm } from '../../forms/useEditorForm.ts';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';
import {
  emptyPromotionForm,
  fieldOfPath,
  fieldsOfForm,
  formOfPromotion,
  PROMOTION_KINDS,
  type PromotionFormValues,
  promotionForm,
  type StaffPromotion,
} from './promotionForm.ts';

/** The text of each field a server refusal names; unknown SKUs and categories are listed by name. */
const PROBLEM_OF_FIELD: Partial<Record<keyof PromotionFormValues, MessageId>> = {
  key: 'promotion.form.keyShape',
  titleTh: 'promotion.form.titleRequired',
  categoryKeys: 'promotion.form.unknownCategories',
  skus: 'promotion.form.unknownSkus',
  link: 'promotion.form.linkShape',
  image: 'promotion.form.imageShape',
};

/** Create a promotion, or edit one (`promotion` given): texts in Thai and English, kind, status, list. */
export function PromotionDialog({
  promotion,
  onSaved,
}: {
  promotion?: StaffPromotion;
  onSaved: (saved: StaffPromotion, created: boolean) => void;
}) {
  const t = useText();
  const intl = useIntl();
  const { queries } = useStaffSession();
  const editor = useEditorForm({
    resolver: zodResolver(promotionForm),
    initial: () => (promotion ? formOfPromotion(promotion) : emptyPromotionForm),
    fieldOfError: { 'error.PROMOTION_KEY_EXISTS': 'key' },
  });
  const { form } = editor;
  // What the server did not know, named in the fields' messages.
  const [unknown, setUnknown] = useState<{ skus: string[]; categories: string[] }>({
    skus: [],
    categories: [],
  });
  const options = queries.useQuery(
    'get',
    '/product-options',
    {},
    { staleTime: 5 * 60_000, enabled: editor.open },
  );
  const categories = (options.data?.data.categories ?? []).filter((category) => category.level === 2);
  const { errors } = form.formState;
  const message = (text?: string) => {
    if (!text) return undefined;
    if (text === 'promotion.form.unknownSkus') return t(text, { skus: unknown.skus.join(', ') });
    if (text === 'promotion.form.unknownCategories') return t(text, { keys: unknown.categories.join(', ') });
    return t(text as MessageId);
  };

  /** A refusal of the fields (PROMOTION_INVALID) gives each field it names its text. */
  const refused = (error: unknown, sent: { skus: string[]; categoryKeys: string[] }) => {
    const apiError = toApiError(error);
    const fields =
      apiError.kind === 'http' && apiError.code === 'PROMOTION_INVALID' ? (apiError.errors ?? []) : [];
    const next = { skus: [] as string[], categories: [] as string[] };
    for (const field of fields) {
      const name = fieldOfPath(field.path);
      const problem =
        field.code === 'unknown_picture' ? 'promotion.form.imageNotUploaded' : name && PROBLEM_OF_FIELD[name];
      if (!name || !problem) continue;
      const index = Number(field.path.split('/')[3]);
      if (name === 'skus' && sent.skus[index]) next.skus.push(sent.skus[index]);
      if (name === 'categoryKeys' && sent.categoryKeys[index]) next.categories.push(sent.categoryKeys[index]);
      form.setError(name, { message: problem });
    }
    setUnknown(next);
  };
  const answers = (created: boolean) => {
    const { onSuccess, onError } = editor.answers((answer: { data: StaffPromotion }) =>
      onSaved(answer.data, created),
    );
    return {
      onSuccess,
      onError: (error: unknown, variables: { body: { skus: string[]; categoryKeys: string[] } }) => {
        onError(error);
        refused(error, variables.body);
      },
    };
  };
  const create = queries.useMutation('post', '/promotions', answers(true));
  const update = queries.useMutation('put', '/promotions/{promotionKey}', answers(false));
  const dialog = editor.dialogProps(promotion ? update : create, [create, update], (values) => {
    const fields = fieldsOfForm(values);
    if (promotion) update.mutate({ params: { path: { promotionKey: promotion.key } }, body: fields });
    else create.mutate({ body: { key: values.key.trim(), ...fields } });
  });
  const name = promotion ? promotion.title.th : undefined;
  const title = promotion
    ? t('promotion.form.editTitle', { name: promotion.title.th })
    : t('promotion.form.newTitle');
  const language = (id: 'th' | 'en') => t(`content.language.${id}`);
  const typedSkus = parseSkuList(form.watch('skus')).length;

  return (
    <EditorDialog
      {...dialog}
      size="lg"
      editing={name}
      labels={editorLabels(t, 'promotion')}
      title={title}
      formId="promotion-form"
    >
      {!promotion && (
        <TextField
          label={t('promotion.key')}
          hint={t('promotion.form.keyHint')}
          autoComplete="off"
          error={message(errors.key?.message)}
          {...form.register('key')}
        />
      )}
      <FormSection title={t('promotion.form.texts')}>
        <TextField
          label={`${t('promotion.titleField')} (${language('th')})`}
          error={message(errors.titleTh?.message)}
          {...form.register('titleTh')}
        />
        <TextField
          label={`${t('promotion.titleField')} (${language('en')})`}
          hint={t('promotion.form.englishHint')}
          error={message(errors.titleEn?.message)}
          {...form.register('titleEn')}
        />
        <TextField
          label={`${t('promotion.subTitle')} (${language('th')})`}
          error={message(errors.subTitleTh?.message)}
          {...form.register('subTitleTh')}
        />
        <TextField
          label={`${t('promotion.subTitle')} (${language('en')})`}
          error={message(errors.subTitleEn?.message)}
          {...form.register('subTitleEn')}
        />
      </FormSection>
      <Stack direction="row" gap={4}>
        <FormSelect
          control={form.control}
          name="kind"
          label={t('promotion.kind')}
          options={PROMOTION_KINDS.map((kind) => ({ value: kind, label: t(`promotion.kind.${kind}`) }))}
        />
        <FormSelect
          control={form.control}
          name="status"
          label={t('promotion.status')}
          options={(['active', 'inactive'] as const).map((status) => ({
            value: status,
            label: t(`promotion.status.${status}`),
          }))}
        />
      </Stack>
      <FormSection title={t('promotion.categories')} gap={2}>
        <Controller
          control={form.control}
          name="categoryKeys"
          render={({ field }) => (
            <>
              {categories.map((category) => (
                <Checkbox
                  key={category.key}
                  label={category.name[intl.locale === 'en' ? 'en' : 'th'] || category.name.th}
                  checked={field.value.includes(category.key)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked === true
                        ? [...field.value, category.key]
                        : field.value.filter((key) => key !== category.key),
                    )
                  }
                />
              ))}
              {/* A category no longer offered stays chosen until it is unticked here. */}
              {field.value
                .filter((key) => options.isSuccess && !categories.some((category) => category.key === key))
                .map((key) => (
                  <Checkbox
                    key={key}
                    label={key}
                    checked
                    onCheckedChange={() => field.onChange(field.value.filter((item) => item !== key))}
                  />
                ))}
            </>
          )}
        />
        {errors.categoryKeys && <AlertBox tone="error">{message(errors.categoryKeys.message)}</AlertBox>}
      </FormSection>
      <TextArea
        label={t('promotion.skus')}
        hint={t('promotion.form.skusHint', { count: typedSkus })}
        rows={5}
        spellCheck={false}
        error={message(errors.skus?.message)}
        {...form.register('skus')}
      />
      <TextField
        label={t('promotion.link')}
        hint={t('promotion.form.linkHint')}
        autoComplete="off"
        error={message(errors.link?.message)}
        {...form.register('link')}
      />
      <PictureField
        label={t('promotion.image')}
        hint={t('promotion.form.imageHint')}
        error={message(errors.image?.message)}
        value={form.watch('image')}
        onUploaded={(path) => form.setValue('image', path, { shouldDirty: true, shouldValidate: true })}
        {...form.register('image')}
      />
    </EditorDialog>
  );
}
