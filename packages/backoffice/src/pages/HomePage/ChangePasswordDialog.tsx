import { zodResolver } from '@hookform/resolvers/zod';
import { AlertBox, Button, Dialog, FormStack, TextField } from '@probuild/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorTextId } from '../../errorText.ts';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';

const passwordChange = z
  .object({
    currentPassword: z.string().min(1, 'password.required'),
    // The server judges the strength; the form only spares a round trip for a short one.
    newPassword: z.string().min(12, 'staff.form.passwordShort'),
    repeatPassword: z.string(),
  })
  .refine((form) => form.repeatPassword === form.newPassword, {
    message: 'password.mismatch',
    path: ['repeatPassword'],
  });

/** The signed-in member's "Change password": the current one, the new one twice. */
export function ChangePasswordDialog() {
  const t = useText();
  const { client } = useStaffSession();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: MessageId } | null>(null);
  const form = useForm({
    resolver: zodResolver(passwordChange),
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (text?: string) => text && t(text as MessageId);

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      await client.PUT('/session/password', { body: { currentPassword, newPassword } });
      form.reset();
      setOutcome({ tone: 'success', text: 'password.changed' });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorTextId(error) });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setOutcome(null);
        form.reset();
      }}
      trigger={
        <Button size="sm" variant="secondary">
          {t('password.open')}
        </Button>
      }
      title={t('password.title')}
    >
      <FormStack onSubmit={submit} aria-label={t('password.title')}>
        {outcome && <AlertBox tone={outcome.tone}>{t(outcome.text)}</AlertBox>}
        <TextField
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          error={message(errors.currentPassword?.message)}
          {...form.register('currentPassword')}
        />
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('password.newHint')}
          error={message(errors.newPassword?.message)}
          {...form.register('newPassword')}
        />
        <TextField
          label={t('password.repeat')}
          type="password"
          autoComplete="new-password"
          error={message(errors.repeatPassword?.message)}
          {...form.register('repeatPassword')}
        />
        <Button type="submit" busy={isSubmitting}>
          {t('password.save')}
        </Button>
      </FormStack>
    </Dialog>
  );
}
