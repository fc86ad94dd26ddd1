import { zodResolver } from '@hookform/resolvers/zod';
import type { BackofficeComponents } from '@probuild/api-client/backoffice';
import { AlertBox, Button, Dialog, FormStack, TextField } from '@probuild/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorTextId } from '../../errorText.ts';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';

type CustomerDetail = BackofficeComponents['schemas']['CustomerDetail'];

const statusChange = z.object({
  reason: z.string().trim().min(1, 'customer.reasonRequired').max(500, 'customer.reasonLong'),
});

/**
 * Suspend (an active customer) or reactivate (a suspended or inactive one), with the reason the
 * audit log keeps. Suspending signs the customer out everywhere at once.
 */
export function CustomerStatusDialog({ customer }: { customer: CustomerDetail }) {
  const t = useText();
  const { queries } = useStaffSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const suspend = customer.status === 'active';
  const form = useForm({ resolver: zodResolver(statusChange), defaultValues: { reason: '' } });
  const change = queries.useMutation('put', '/customers/{customerId}/status', {
    onSuccess: (answer) => {
      queryClient.setQueryData(
        ['get', '/customers/{customerId}', { params: { path: { customerId: customer.id } } }],
        answer,
      );
      void queryClient.invalidateQueries({ queryKey: ['get', '/customers'] });
      form.reset();
      setOpen(false);
    },
  });
  const submit = form.handleSubmit(({ reason }) =>
    change.mutate({
      params: { path: { customerId: customer.id } },
      body: { status: suspend ? 'suspended' : 'active', reason },
    }),
  );
  const reasonError = form.formState.errors.reason?.message;
  const title = t(suspend ? 'customer.suspend' : 'customer.reactivate');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        change.reset();
      }}
      trigger={<Button variant={suspend ? 'danger' : 'primary'}>{title}</Button>}
      title={title}
      description={t(suspend ? 'customer.suspendExplain' : 'customer.reactivateExplain', {
        name: customer.name,
      })}
    >
      <FormStack onSubmit={submit} aria-label={title}>
        {change.isError && <AlertBox tone="error">{t(errorTextId(change.error))}</AlertBox>}
        <TextField
          label={t('customer.reason')}
          hint={t('customer.reasonHint')}
          maxLength={500}
          error={reasonError && t(reasonError as MessageId)}
          {...form.register('reason')}
        />
        <Button type="submit" variant={suspend ? 'danger' : 'primary'} busy={change.isPending}>
          {title}
        </Button>
      </FormStack>
    </Dialog>
  );
}
