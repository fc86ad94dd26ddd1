import { AlertBox } from '@probuild/ui';
import { useSelector } from '@xstate/react';
import type { SessionActor } from '../../session/sessionActor.ts';
import { useMachineText } from '../../shell/useMachineText.ts';

/** The session's message for the open form: a validation text of the spec or the failed call's text. */
export function FormError({ actor }: { actor: SessionActor }) {
  const text = useMachineText();
  const formError = useSelector(actor, (snapshot) => snapshot.context.formError);
  return formError ? <AlertBox tone="error">{text(formError)}</AlertBox> : null;
}
