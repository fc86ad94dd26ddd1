import { zodResolver } from '@hookform/resolvers/zod';
import { parseDiscountCode } from '@probuild/api-client';
import { Stack, TextField } from '@probuild/ui';
import { EditorDialog, editorLabels } from '../../forms/EditorDialog.tsx';
import { FormSelect, FormSwitch } from '../../forms/FormSelect.tsx';
import { useEditorForm } from '../../forms/useEditorForm.ts';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';
import {
  type DiscountCode,
  type DiscountFormValues,
  discountForm,
  emptyDiscountForm,
  formOfCode,
  termsOfForm,
} from './discountForm.ts';

/** Which field a refusal of the server is about, so its message shows there. */
const FIELD_OF_ERROR: Partial<Record<MessageId, keyof DiscountFormValues>> = {
  'error.DISCOUNT_PERCENT_RANGE': 'value',
  'error.DISCOUNT_AMOUNT_TOO_SMALL': 'value',
  'error.DISCOUNT_PERIOD_INVALID': 'endsOn',
  'error.DISCOUNT_CODE_EXISTS': 'code',
};

/** Create a code, or edit one (`code` given): its kind, value, period, limits and minimum spend. */
export function DiscountCodeDialog({
  code,
  onSaved,
}: {
  code?: DiscountCode;
  onSaved: (code: string) => void;
}) {
  const t = useText();
  const { queries } = useStaffSession();
  const editor = useEditorForm({
    resolver: zodResolver(discountForm),
    initial: () => (code ? formOfCode(code) : emptyDiscountForm),
    fieldOfError: FIELD_OF_ERROR,
  });
  const answers = editor.answers((answer: { data: DiscountCode }) => onSaved(answer.data.code));
  const create = queries.useMutation('post', '/discount-codes', answers);
  const update = queries.useMutation('put', '/discount-codes/{code}', answers);
  const dialog = editor.dialogProps(code ? update : create, [create, update], (values) => {
    const terms = termsOfForm(values);
    if (code) update.mutate({ params: { path: { code: code.code } }, body: terms });
    else create.mutate({ body: { code: parseDiscountCode(values.code), ...terms } });
  });
  const { form } = editor;
  const kind = form.watch('kind');
  const title = code ? t('discount.form.editTitle', { code: code.code }) : t('discount.form.newTitle');

  return (
    <EditorDialog
      {...dialog}
      size="md"
      editing={code?.code}
      labels={editorLabels(t, 'discount')}
      title={title}
      formId={'discount-code-form'}
    >
      {!code && (
        <TextField
          label={t('discount.code')}
          hint={t('discount.form.codeHint')}
          autoComplete="off"
          error={editor.fieldError('code')}
          {...form.register('code')}
        />
      )}
      <TextField
        label={t('discount.form.nameTh')}
        error={editor.fieldError('nameTh')}
        {...form.register('nameTh')}
      />
      <TextField
        label={t('discount.form.nameEn')}
        error={editor.fieldError('nameEn')}
        {...form.register('nameEn')}
      />
      <Stack direction="row" gap={4}>
        <FormSelect
          control={form.control}
          name="kind"
          label={t('discount.form.kind')}
          options={[
            { value: 'percent', label: t('discount.kind.percent') },
            { value: 'amount', label: t('discount.kind.amount') },
          ]}
        />
        <TextField
          label={t(kind === 'percent' ? 'discount.form.percent' : 'discount.form.baht')}
          hint={t(kind === 'percent' ? 'discount.form.percentHint' : 'discount.form.bahtHint')}
          numeric
          error={editor.fieldError('value')}
          {...form.register('value')}
        />
      </Stack>
      <TextField
        label={t('discount.form.minSpend')}
        hint={t('discount.form.minSpendHint')}
        numeric
        error={editor.fieldError('minSpend')}
        {...form.register('minSpend')}
      />
      <Stack direction="row" gap={4}>
        <TextField
          label={t('discount.form.totalUses')}
          hint={t('discount.form.noLimitHint')}
          numeric
          error={editor.fieldError('totalUses')}
          {...form.register('totalUses')}
        />
        <TextField
          label={t('discount.form.usesPerCustomer')}
          hint={t('discount.form.noLimitHint')}
          numeric
          error={editor.fieldError('usesPerCustomer')}
          {...form.register('usesPerCustomer')}
        />
      </Stack>
      <Stack direction="row" gap={4}>
        <TextField
          type="date"
          label={t('discount.form.startsOn')}
          hint={t('discount.form.startsOnHint')}
          error={editor.fieldError('startsOn')}
          {...form.register('startsOn')}
        />
        <TextField
          type="date"
          label={t('discount.form.endsOn')}
          hint={t('discount.form.endsOnHint')}
          error={editor.fieldError('endsOn')}
          {...form.register('endsOn')}
        />
      </Stack>
      <FormSwitch control={form.control} name="active" label={t('discount.form.active')} />
    </EditorDialog>
  );
}
