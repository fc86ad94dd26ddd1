import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, type StaffRole } from '@probuild/api-client/backoffice';
import { AlertBox, Button, Dialog, FormStack, TextField } from '@probuild/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorTextId } from '../../errorText.ts';
import { FormSelect } from '../../forms/FormSelect.tsx';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';

const newStaff = z.object({
  name: z.string().trim().min(1, 'staff.form.nameRequired'),
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'signIn.emailInvalid'),
  role: z.enum(STAFF_ROLES),
  // The server judges the password's strength; the form only spares a round trip for a short one.
  password: z.string().min(12, 'staff.form.passwordShort'),
});

/** The owner's "Add staff" button and its form: name, email, role and a first password. */
export function NewStaffDialog({ onCreated }: { onCreated: (name: string) => void }) {
  const t = useText();
  const { client } = useStaffSession();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<MessageId | null>(null);
  const form = useForm({
    resolver: zodResolver(newStaff),
    defaultValues: { name: '', email: '', role: 'packer' as StaffRole, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (text?: string) => text && t(text as MessageId);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await client.POST('/staff', { body });
      form.reset();
      setOpen(false);
      onCreated(body.name);
    } catch (error) {
      setFailure(errorTextId(error));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setFailure(null);
      }}
      trigger={<Button>{t('staff.add')}</Button>}
      title={t('staff.form.title')}
    >
      <FormStack onSubmit={submit} aria-label={t('staff.form.title')}>
        {failure && <AlertBox tone="error">{t(failure)}</AlertBox>}
        <TextField label={t('staff.name')} error={message(errors.name?.message)} {...form.register('name')} />
        <TextField
          label={t('staff.email')}
          type="email"
          autoComplete="off"
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <FormSelect
          control={form.control}
          name="role"
          label={t('staff.role')}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        />
        <TextField
          label={t('staff.form.password')}
          type="password"
          autoComplete="new-password"
          hint={t('staff.form.passwordHint')}
          error={message(errors.password?.message)}
          {...form.register('password')}
        />
        <Button type="submit" busy={isSubmitting}>
          {t('staff.form.submit')}
        </Button>
      </FormStack>
    </Dialog>
  );
}
