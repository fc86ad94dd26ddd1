import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@probuild/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorTextId } from '../../errorText.ts';
import { EditorDialog } from '../../forms/EditorDialog.tsx';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';
import { type Brand, type BrandFormValues, brandForm, emptyBrandForm, formOfBrand } from './brandForm.ts';

/** Which field a refusal of the server is about, so its message shows there. */
const FIELD_OF_ERROR: Partial<Record<MessageId, keyof BrandFormValues>> = {
  'error.BRAND_KEY_EXISTS': 'key',
  'error.BRAND_KEY_INVALID': 'key',
  'error.BRAND_NAME_REQUIRED': 'name',
  'error.BRAND_COLOR_INVALID': 'color',
};

/** Create a brand, or rename and recolour one (`brand` given); its key stays once made. */
export function BrandDialog({ brand, onSaved }: { brand?: Brand; onSaved: (name: string) => void }) {
  const t = useText();
  const { queries } = useStaffSession();
  const [open, setOpen] = useState(false);
  const form = useForm<BrandFormValues>({
    resolver: zodResolver(brandForm),
    defaultValues: brand ? formOfBrand(brand) : emptyBrandForm,
  });
  const { errors } = form.formState;
  const message = (text?: string) => text && t(text as MessageId);
  const refused = (error: unknown) => {
    const id = errorTextId(error);
    const field = FIELD_OF_ERROR[id];
    if (field) form.setError(field, { message: id });
  };
  const done = (saved: Brand) => {
    setOpen(false);
    form.reset(formOfBrand(saved));
    onSaved(saved.name);
  };
  const create = queries.useMutation('post', '/brands', {
    onSuccess: (answer) => done(answer.data),
    onError: refused,
  });
  const update = queries.useMutation('put', '/brands/{brandKey}', {
    onSuccess: (answer) => done(answer.data),
    onError: refused,
  });
  const saving = brand ? update : create;
  const submit = form.handleSubmit((values) => {
    if (saving.isPending) return;
    const fields = { name: values.name.trim(), color: values.color.trim().toUpperCase() };
    if (brand) update.mutate({ params: { path: { brandKey: brand.key } }, body: fields });
    else create.mutate({ body: { key: values.key.trim(), ...fields } });
  });
  const reopen = (next: boolean) => {
    setOpen(next);
    create.reset();
    update.reset();
    // A closed editor keeps what was typed until it is saved.
    if (next && !form.formState.isDirty) form.reset(brand ? formOfBrand(brand) : emptyBrandForm);
  };
  const failure =
    saving.isError && !FIELD_OF_ERROR[errorTextId(saving.error)] ? errorTextId(saving.error) : null;
  const title = brand ? t('brand.form.editTitle', { name: brand.name }) : t('brand.form.newTitle');

  return (
    <EditorDialog
      open={open}
      onOpenChange={reopen}
      size="sm"
      editing={brand?.name}
      labels={{
        edit: t('brand.edit'),
        new: t('brand.new'),
        close: t('brand.form.close'),
        save: t('brand.form.save'),
      }}
      title={title}
      formId={'brand-form'}
      saving={saving.isPending}
      failure={failure && t(failure)}
      onSubmit={submit}
    >
      {!brand && (
        <TextField
          label={t('brand.key')}
          hint={t('brand.form.keyHint')}
          autoComplete="off"
          error={message(errors.key?.message)}
          {...form.register('key')}
        />
      )}
      <TextField label={t('brand.name')} error={message(errors.name?.message)} {...form.register('name')} />
      <TextField
        label={t('brand.color')}
        hint={t('brand.form.colorHint')}
        autoComplete="off"
        error={message(errors.color?.message)}
        {...form.register('color')}
      />
    </EditorDialog>
  );
}
