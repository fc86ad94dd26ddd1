import { zodResolver } from '@hookform/resolvers/zod';
import type { RegisterForm as RegisterFields } from '@probuild/machines';
import { Checkbox, TextField } from '@probuild/ui';
import { useSelector } from '@xstate/react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { registerSchema } from '../../accountForms/authSchemas.ts';
import type { SessionActor } from '../../session/sessionActor.ts';
import styles from './AuthForms.module.css';
import { SessionForm } from './SessionForm.tsx';

type TextFieldName = Exclude<keyof RegisterFields, 'acceptTerms'>;

const TEXT_FIELDS: {
  name: TextFieldName;
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
}[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

/** All six fields filled and both passwords the same (the register page's submit). */
export function isRegisterFormComplete(form: RegisterFields): boolean {
  return TEXT_FIELDS.every(({ name }) => form[name].trim() !== '') && form.password === form.confirmPassword;
}

export interface RegisterFormProps {
  actor: SessionActor;
  /** The register page keeps its submit disabled until the form is complete; the popup explains instead. */
  disableUntilComplete?: boolean;
}

/** The six fields and the terms; like the login form, every change also goes to the session machine. */
export function RegisterForm({ actor, disableUntilComplete = false }: RegisterFormProps) {
  const intl = useIntl();
  const saved = useSelector(actor, (snapshot) => snapshot.context.registerForm);
  const busy = useSelector(actor, (snapshot) => snapshot.matches({ loggedOut: { popup: 'registering' } }));
  const {
    register,
    control,
    handleSubmit,
    getFieldState,
    trigger,
    formState: { errors },
  } = useForm({
    defaultValues: saved,
    resolver: zodResolver(registerSchema),
    // Each field says what is wrong once it is left, and again on every change after that.
    mode: 'onTouched',
  });

  const errorOf = (message: string | undefined) =>
    message ? intl.formatMessage({ id: message }) : undefined;

  return (
    <SessionForm
      actor={actor}
      label={intl.formatMessage({ id: 'auth.register.title' })}
      onSubmit={handleSubmit(() => actor.send({ type: 'SUBMIT_REGISTER' }))}
      submit={{
        label: intl.formatMessage({ id: 'auth.register.submit' }),
        busy,
        busyLabel: intl.formatMessage({ id: 'auth.register.busy' }),
        disabled: disableUntilComplete && !busy && !isRegisterFormComplete(saved),
      }}
    >
      <div className={styles.fields}>
        {TEXT_FIELDS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            label={intl.formatMessage({ id: `auth.field.${name}` })}
            type={type}
            autoComplete={autoComplete}
            required
            hint={name === 'password' ? intl.formatMessage({ id: 'auth.hint.password' }) : undefined}
            error={errorOf(errors[name]?.message)}
            {...register(name, {
              onChange: (event) => {
                actor.send({ type: 'REGISTER_FIELD', field: name, value: event.target.value });
                // A changed password checks a confirmation already left again.
                if (name === 'password' && getFieldState('confirmPassword').isTouched) {
                  void trigger('confirmPassword');
                }
              },
            })}
          />
        ))}
      </div>
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            checked={field.value}
            onBlur={field.onBlur}
            onCheckedChange={(checked) => {
              field.onChange(checked === true);
              actor.send({ type: 'ACCEPT_TERMS', value: checked === true });
            }}
            label={intl.formatMessage({ id: 'auth.field.acceptTerms' })}
            hint={
              <a href="/terms" target="_blank" rel="noopener">
                {intl.formatMessage({ id: 'auth.field.termsLink' })}
              </a>
            }
          />
        )}
      />
    </SessionForm>
  );
}
