import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Stack, Switch, TextField } from '@probuild/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorTextId } from '../../errorText.ts';
import { EditorDialog } from '../../forms/EditorDialog.tsx';
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
  const [open, setOpen] = useState(false);
  const form = useForm<DiscountFormValues>({
    resolver: zodResolver(discountForm),
    defaultValues: code ? formOfCode(code) : emptyDiscountForm,
  });
  const { errors } = form.formState;
  const message = (text?: string) => text && t(text as MessageId);
  const refused = (error: unknown) => {
    const id = errorTextId(error);
    const field = FIELD_OF_ERROR[id];
    if (field) form.setError(field, { message: id });
  };
  const create = queries.useMutation('post', '/discount-codes', {
    onSuccess: (answer) => done(answer.data.code),
    onError: refused,
  });
  const update = queries.useMutation('put', '/discount-codes/{code}', {
    onSuccess: (answer) => done(answer.data.code),
    onError: refused,
  });
  const saving = code ? update : create;
  const done = (saved: string) => {
    setOpen(false);
    onSaved(saved);
  };
  const submit = form.handleSubmit((values) => {
    if (saving.isPending) return;
    const terms = termsOfForm(values);
    if (code) update.mutate({ params: { path: { code: code.code } }, body: terms });
    else create.mutate({ body: { code: values.code.trim().toUpperCase(), ...terms } });
  });
  const reopen = (next: boolean) => {
    setOpen(next);
    create.reset();
    update.reset();
    // A closed editor keeps what was typed until it is saved; a saved code opens as saved.
    if (next && !form.formState.isDirty) form.reset(code ? formOfCode(code) : emptyDiscountForm);
  };
  const failure =
    saving.isError && !FIELD_OF_ERROR[errorTextId(saving.error)] ? errorTextId(saving.error) : null;
  const kind = form.watch('kind');
  const title = code ? t('discount.form.editTitle', { code: code.code }) : t('discount.form.newTitle');

  return (
    <EditorDialog
      open={open}
      onOpenChange={reopen}
      size="md"
      editing={code?.code}
      labels={{
        edit: t('discount.edit'),
        new: t('discount.new'),
        close: t('discount.form.close'),
        save: t('discount.form.save'),
      }}
      title={title}
      formId={'discount-code-form'}
      saving={saving.isPending}
      failure={failure && t(failure)}
      onSubmit={submit}
    >
      {!code && (
        <TextField
          label={t('discount.code')}
          hint={t('discount.form.codeHint')}
          autoComplete="off"
          error={message(errors.code?.message)}
          {...form.register('code')}
        />
      )}
      <TextField
        label={t('discount.form.nameTh')}
        error={message(errors.nameTh?.message)}
        {...form.register('nameTh')}
      />
      <TextField
        label={t('discount.form.nameEn')}
        error={message(errors.nameEn?.message)}
        {...form.register('nameEn')}
      />
      <Stack direction="row" gap={4}>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Select
              label={t('discount.form.kind')}
              value={field.value}
              onValueChange={field.onChange}
              ref={field.ref}
              onBlur={field.onBlur}
              options={[
                { value: 'percent', label: t('discount.kind.percent') },
                { value: 'amount', label: t('discount.kind.amount') },
              ]}
            />
          )}
        />
        <TextField
          label={t(kind === 'percent' ? 'discount.form.percent' : 'discount.form.baht')}
          hint={t(kind === 'percent' ? 'discount.form.percentHint' : 'discount.form.bahtHint')}
          numeric
          error={message(errors.value?.message)}
          {...form.register('value')}
        />
      </Stack>
      <TextField
        label={t('discount.form.minSpend')}
        hint={t('discount.form.minSpendHint')}
        numeric
        error={message(errors.minSpend?.message)}
        {...form.register('minSpend')}
      />
      <Stack direction="row" gap={4}>
        <TextField
          label={t('discount.form.totalUses')}
          hint={t('discount.form.noLimitHint')}
          numeric
          error={message(errors.totalUses?.message)}
          {...form.register('totalUses')}
        />
        <TextField
          label={t('discount.form.usesPerCustomer')}
          hint={t('discount.form.noLimitHint')}
          numeric
          error={message(errors.usesPerCustomer?.message)}
          {...form.register('usesPerCustomer')}
        />
      </Stack>
      <Stack direction="row" gap={4}>
        <TextField
          type="date"
          label={t('discount.form.startsOn')}
          hint={t('discount.form.startsOnHint')}
          error={message(errors.startsOn?.message)}
          {...form.register('startsOn')}
        />
        <TextField
          type="date"
          label={t('discount.form.endsOn')}
          hint={t('discount.form.endsOnHint')}
          error={message(errors.endsOn?.message)}
          {...form.register('endsOn')}
        />
      </Stack>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label={t('discount.form.active')}
            checked={field.value}
            onCheckedChange={field.onChange}
            ref={field.ref}
            onBlur={field.onBlur}
          />
        )}
      />
    </EditorDialog>
  );
}
