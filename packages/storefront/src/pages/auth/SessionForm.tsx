import { AlertBox, Button } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useSelector } from '@xstate/react';
import type { FormEventHandler, ReactNode } from 'react';
import type { SessionActor } from '../../session/sessionActor.ts';
import { useMachineText } from '../../shell/useMachineText.ts';

export interface SessionFormProps {
  actor: SessionActor;
  /** The form's name, already in the current language. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: { label: string; busy: boolean; busyLabel: string; disabled?: boolean };
  children: ReactNode;
}

/**
 * A form the session machine answers (login, register): its fields, then the session's message for
 * it (a validation text of the spec or the failed call's text), then its submit button.
 */
export function SessionForm({ actor, label, onSubmit, submit, children }: SessionFormProps) {
  const text = useMachineText();
  const formError = useSelector(actor, (snapshot) => snapshot.context.formError);
  return (
    <form className={stack.gap3} noValidate aria-label={label} onSubmit={onSubmit}>
      {children}
      {formError && <AlertBox tone="error">{text(formError)}</AlertBox>}
      <Button
        type="submit"
        fullWidth
        busy={submit.busy}
        busyLabel={submit.busyLabel}
        disabled={submit.disabled}
      >
        {submit.label}
      </Button>
    </form>
  );
}
