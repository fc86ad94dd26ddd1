import { zodResolver } from '@hookform/resolvers/zod';
import { type ApiError, toApiError } from '@probuild/api-client';
import { AlertBox, Button, TextField } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { changePasswordSchema } from '../../accountForms/profileSchemas.ts';
import { queries } from '../../api/client.ts';
import { TitledPage } from '../../shared/TitledPage/index.ts';
import styles from './ProfileForms.module.css';

const FIELDS = [
  { name: 'currentPassword', label: 'profile.password.current', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'profile.password.new', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'profile.password.confirm', autoComplete: 'new-password' },
] as const;

/** The contract's 422 codes of PUT /customers/change-password, each with its own text. */
const FAILURE_TEXT: Record<string, string> = {
  CURRENT_PASSWORD_INCORRECT: 'profile.password.currentIncorrect',
  PASSWORD_UNCHANGED: 'profile.password.unchanged',
  NO_PASSWORD_SET: 'profile.password.noPassword',
};

/** /profile/change-password: the current password and a new one; other sessions end (the server revokes them). */
export default function ChangePasswordPage() {
  const intl = useIntl();
  const change = queries.useMutation('put', '/customers/change-password');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    resolver: zodResolver(changePasswordSchema),
  });

  const failureText = (error: ApiError) => {
    const known = error.kind === 'http' && error.code ? FAILURE_TEXT[error.code] : undefined;
    if (known) return intl.formatMessage({ id: known });
    const unanswered = error.kind === 'network' || error.kind === 'timeout';
    return intl.formatMessage({ id: unanswered ? 'error.networkError' : 'error.serverError' });
  };

  return (
    <TitledPage
      title={intl.formatMessage({ id: 'profile.password.title' })}
      className={`${stack.gap6} ${styles.page}`}
      titleClassName={textStyles.title}
    >
      <form
        className={stack.gap3}
        noValidate
        onSubmit={handleSubmit(async ({ currentPassword, newPassword }) => {
          const done = await change
            .mutateAsync({ body: { currentPassword, newPassword } })
            .then(() => true)
            .catch(() => false);
          if (done) reset();
        })}
      >
        {FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            label={intl.formatMessage({ id: label })}
            type="password"
            autoComplete={autoComplete}
            required
            hint={name === 'newPassword' ? intl.formatMessage({ id: 'auth.hint.password' }) : undefined}
            error={errors[name]?.message ? intl.formatMessage({ id: errors[name].message }) : undefined}
            {...register(name)}
          />
        ))}
        {change.error && <AlertBox tone="error">{failureText(toApiError(change.error))}</AlertBox>}
        {change.isSuccess && (
          <AlertBox tone="success">{intl.formatMessage({ id: 'profile.password.saved' })}</AlertBox>
        )}
        <Button
          type="submit"
          busy={change.isPending}
          busyLabel={intl.formatMessage({ id: 'profile.password.saving' })}
        >
          {intl.formatMessage({ id: 'profile.password.save' })}
        </Button>
      </form>
      <a href="/profile">{intl.formatMessage({ id: 'profile.back' })}</a>
    </TitledPage>
  );
}
