import { ImageUpload, Stack, TextField } from '@probuild/ui';
import { useMutation } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { errorTextId } from '../errorText.ts';
import { useText } from '../i18n/messages.ts';
import { useStaffSession } from '../session/StaffSession.tsx';

/** A path the preview can show: the shop's own (`/…`) or a web address. */
const showable = (path: string | null | undefined) =>
  path && (path.startsWith('/') || path.startsWith('https://')) ? path : undefined;

/**
 * A storefront picture's path, typed or filled by an upload beside it: the server checks and
 * re-encodes the file and answers the path it serves it at. A refused upload leaves the path as it
 * was and says why in the editor's language.
 */
export function PictureField({
  label,
  hint,
  error,
  value,
  onUploaded,
  ...input
}: UseFormRegisterReturn & {
  label: string;
  hint?: string;
  error?: string;
  /** The path the form holds now, for the preview. */
  value: string | null | undefined;
  onUploaded: (path: string) => void;
}) {
  const t = useText();
  const { client } = useStaffSession();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const { data } = await client.POST('/content/pictures', {
        // The file's bytes as they are; the server reads what kind of picture they are.
        body: file,
        bodySerializer: (body) => body as File,
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!data) throw new Error('no answer');
      return data.data.path;
    },
    onSuccess: onUploaded,
  });
  return (
    <Stack gap={2}>
      <TextField label={label} hint={hint} error={error} autoComplete="off" {...input} />
      <ImageUpload
        multiple={false}
        label={t('pictureField.upload', { field: label })}
        current={showable(value)}
        onUpload={async (file) => void (await upload.mutateAsync(file))}
        errorText={(thrown, name) => `${name}: ${t(errorTextId(thrown))}`}
      />
    </Stack>
  );
}
