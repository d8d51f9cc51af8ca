/** Forgot password, step 2: the new password and its confirmation. */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { resetPassword, type ResetContact } from '../api/password-reset';
import { splitServerErrors } from '../form-errors';
import { validateResetPassword, type FieldErrors } from '../validation';
import * as styles from './auth.css';
import { FormAlert } from './form-alert';

type Field = 'password' | 'confirmPassword';

export function ForgotNewPasswordStep({ target, resetToken, onDone }: { target: ResetContact; resetToken: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverFields, setServerFields] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const found = validateResetPassword({ password, confirmPassword });
    setErrors(found);
    setServerFields({});
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const answer = await resetPassword(target, resetToken, password, confirmPassword);
      notify.success(answer.message || t('account.forgot.doneTitle'));
      onDone();
    } catch (error) {
      const split = splitServerErrors<Field>(error, { password: 'password', confirm_password: 'confirmPassword' });
      setServerFields(split.fields);
      setServerError(split.message);
    } finally {
      setPending(false);
    }
  };

  const fieldError = (field: Field) => serverFields[field] ?? (errors[field] ? t(errors[field]) : null);
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('account.forgot.newPassword')}
        type="password"
        autoComplete="new-password"
        placeholder={t('account.passwordPlaceholder')}
        isRequired
        value={password}
        onChange={setPassword}
        errorMessage={fieldError('password')}
      />
      <TextField
        label={t('account.forgot.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        isRequired
        value={confirmPassword}
        onChange={setConfirmPassword}
        errorMessage={fieldError('confirmPassword')}
      />
      <FormAlert message={serverError} />
      <Button type="submit" fullWidth isPending={pending}>
        {t('account.forgot.changePassword')}
      </Button>
    </form>
  );
}
