import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextField } from '@probuild/ui';
import { useMemo } from 'react';
import { z } from 'zod';
import { EditorDialog } from '../../forms/EditorDialog.tsx';
import { FormSwitch } from '../../forms/FormSelect.tsx';
import { PictureField } from '../../forms/PictureField.tsx';
import { useEditorForm } from '../../forms/useEditorForm.ts';
import { useText } from '../../i18n/messages.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';
import {
  type ContentField,
  type ContentItem,
  type ContentSectionId,
  editablePayload,
  FIELDS_OF,
  payloadSchema,
} from './contentFields.ts';

const KEY_SHAPE = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Add an item to a section, or edit one (`item` given): its texts in both languages, links, pictures. */
export function ContentItemDialog({
  sectionId,
  item,
  template,
  onSaved,
}: {
  sectionId: ContentSectionId;
  item?: ContentItem;
  /** A new item starts from this payload (the section's first item), so fields the editor hides are kept. */
  template?: object;
  onSaved: (key: string) => void;
}) {
  const t = useText();
  const { queries } = useStaffSession();
  const fields = FIELDS_OF[sectionId];
  const schema = useMemo(
    () =>
      z.object({
        key: z.string().trim().regex(KEY_SHAPE, 'content.form.keyShape'),
        isActive: z.boolean(),
        payload: payloadSchema(fields),
      }),
    [fields],
  );
  const editor = useEditorForm({
    resolver: zodResolver(schema),
    initial: () => ({
      key: item?.key ?? '',
      isActive: item?.isActive ?? true,
      payload: editablePayload(fields, item?.payload ?? template ?? {}),
    }),
  });
  const answers = editor.answers((answer: { data: ContentItem }) => onSaved(answer.data.key));
  const create = queries.useMutation('post', '/content/sections/{sectionId}/items', answers);
  const update = queries.useMutation('put', '/content/sections/{sectionId}/items/{key}', answers);
  const dialog = editor.dialogProps(item ? update : create, [create, update], (values) => {
    const payload = values.payload as Record<string, unknown>;
    if (item) {
      update.mutate({
        params: { path: { sectionId, key: item.key } },
        body: { isActive: values.isActive, payload },
      });
    } else {
      create.mutate({
        params: { path: { sectionId } },
        body: { key: values.key, isActive: values.isActive, payload },
      });
    }
  });
  const { form } = editor;
  // biome-ignore lint/suspicious/noExplicitAny: the field's path is built from the section's field list
  const message = (path: string) => editor.fieldError(path as any);
  const title = item ? t('content.editTitle', { key: item.key }) : t('content.addTitle');
  const formId = `content-item-${sectionId}`;

  const textField = (field: ContentField) => {
    const name = `payload.${field.path}`;
    if (field.kind === 'image') {
      return (
        <PictureField
          key={field.path}
          label={t(field.label)}
          hint={t('content.form.imageHint')}
          error={message(name)}
          // biome-ignore lint/suspicious/noExplicitAny: the field's path is built from the section's field list
          value={form.watch(name as any)}
          onUploaded={(path) =>
            // biome-ignore lint/suspicious/noExplicitAny: as above
            form.setValue(name as any, path as any, { shouldDirty: true, shouldValidate: true })
          }
          // biome-ignore lint/suspicious/noExplicitAny: as above
          {...form.register(name as any)}
        />
      );
    }
    if (field.kind !== 'texts') {
      return (
        <TextField
          key={field.path}
          label={t(field.label)}
          hint={field.kind === 'plain' ? undefined : t('content.form.linkHint')}
          error={message(name)}
          // biome-ignore lint/suspicious/noExplicitAny: the field's path is built from the section's field list
          {...form.register(name as any)}
        />
      );
    }
    return (
      <Stack key={field.path} gap={2}>
        {(['th', 'en'] as const).map((language) => (
          <TextField
            key={language}
            label={`${t(field.label)} (${t(`content.language.${language}`)})`}
            error={message(`${name}.${language}`)}
            // biome-ignore lint/suspicious/noExplicitAny: as above
            {...form.register(`${name}.${language}` as any)}
          />
        ))}
      </Stack>
    );
  };

  return (
    <EditorDialog
      {...dialog}
      size="lg"
      editing={item?.key}
      labels={{
        edit: t('content.edit'),
        new: t('content.add'),
        close: t('content.close'),
        save: t('content.save'),
      }}
      title={title}
      formId={formId}
    >
      {!item && (
        <TextField
          label={t('content.key')}
          hint={t('content.form.keyHint')}
          autoComplete="off"
          error={message('key')}
          {...form.register('key')}
        />
      )}
      {fields.map(textField)}
      <FormSwitch control={form.control} name="isActive" label={t('content.form.shown')} />
    </EditorDialog>
  );
}
