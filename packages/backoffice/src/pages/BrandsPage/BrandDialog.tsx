import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@probuild/ui';
import { EditorDialog, editorLabels } from '../../forms/EditorDialog.tsx';
import { useEditorForm } from '../../forms/useEditorForm.ts';
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
  const editor = useEditorForm({
    resolver: zodResolver(brandForm),
    initial: () => (brand ? formOfBrand(brand) : emptyBrandForm),
    fieldOfError: FIELD_OF_ERROR,
  });
  const answers = editor.answers((answer: { data: Brand }) => onSaved(answer.data.name));
  const create = queries.useMutation('post', '/brands', answers);
  const update = queries.useMutation('put', '/brands/{brandKey}', answers);
  const dialog = editor.dialogProps(brand ? update : create, [create, update], (values) => {
    const fields = { name: values.name.trim(), color: values.color.trim().toUpperCase() };
    if (brand) update.mutate({ params: { path: { brandKey: brand.key } }, body: fields });
    else create.mutate({ body: { key: values.key.trim(), ...fields } });
  });
  const { register } = editor.form;
  const title = brand ? t('brand.form.editTitle', { name: brand.name }) : t('brand.form.newTitle');

  return (
    <EditorDialog
      {...dialog}
      size="sm"
      editing={brand?.name}
      labels={editorLabels(t, 'brand')}
      title={title}
      formId={'brand-form'}
    >
      {!brand && (
        <TextField
          label={t('brand.key')}
          hint={t('brand.form.keyHint')}
          autoComplete="off"
          error={editor.fieldError('key')}
          {...register('key')}
        />
      )}
      <TextField label={t('brand.name')} error={editor.fieldError('name')} {...register('name')} />
      <TextField
        label={t('brand.color')}
        hint={t('brand.form.colorHint')}
        autoComplete="off"
        error={editor.fieldError('color')}
        {...register('color')}
      />
    </EditorDialog>
  );
}
