import { useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  useForm,
} from 'react-hook-form';
import { errorTextId } from '../errorText.ts';
import { type MessageId, useText } from '../i18n/messages.ts';

/** What the editor reads of its create and update calls. */
interface SaveCall {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

export interface EditorFormOptions<Values extends FieldValues> {
  resolver: Resolver<Values>;
  /** The values the editor opens with: the item as saved, or a new item's. */
  initial: () => Values;
  /** Which field a refusal of the server is about, so its message shows there and not above the form. */
  fieldOfError?: Partial<Record<MessageId, FieldPath<Values>>>;
}

/**
 * The state of an editor dialog (`EditorDialog`): whether it is open (`open`), its form, and the
 * server's answer to its save. The dialog makes its own create and update calls, with `answers` as their
 * callbacks, and passes them to `dialogProps`.
 */
export function useEditorForm<Values extends FieldValues>({
  resolver,
  initial,
  fieldOfError = {},
}: EditorFormOptions<Values>) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({ resolver, defaultValues: initial() as DefaultValues<Values> });

  /** A saved item closes the editor; a refusal about one field is shown at that field. */
  const answers = <Answer>(saved: (answer: Answer) => void) => ({
    onSuccess: (answer: Answer) => {
      setOpen(false);
      form.reset();
      saved(answer);
    },
    onError: (error: unknown) => {
      const id = errorTextId(error);
      const field = fieldOfError[id];
      if (field) form.setError(field, { message: id });
    },
  });

  /** The text of a field's error (its message id), for the field's `error`. */
  const fieldError = (name: FieldPath<Values>) => {
    const text = form.getFieldState(name, form.formState).error?.message;
    return text ? t(text as MessageId) : undefined;
  };

  /** The props of `EditorDialog` for the call this editor saves with (`saving`) among its `calls`. */
  const dialogProps = (saving: SaveCall, calls: SaveCall[], save: SubmitHandler<Values>) => {
    const refusal = saving.isError ? errorTextId(saving.error) : null;
    return {
      open,
      onOpenChange: (next: boolean) => {
        setOpen(next);
        for (const call of calls) call.reset();
        // A closed editor keeps what was typed until it is saved; an untouched one opens as saved.
        if (next && !form.formState.isDirty) form.reset(initial());
      },
      saving: saving.isPending,
      failure: refusal && !fieldOfError[refusal] ? t(refusal) : null,
      onSubmit: form.handleSubmit((values) => {
        if (!saving.isPending) return save(values);
      }),
    };
  };

  return { open, form, answers, fieldError, dialogProps };
}
