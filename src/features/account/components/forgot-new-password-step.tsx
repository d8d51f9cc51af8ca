/** Forgot password, step 2: the new password and its confirmation. */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { resetPassword, type ResetContact } from '../api/password-reset';
import { useFormSubmit } from '../use-form-submit';
import { validateResetPassword } from '../validation';
import { AccountForm } from './account-form';
import { FormAlert } from './form-alert';

type Field = 'password' | 'confirmPassword';

export function ForgotNewPasswordStep({ target, resetToken, onDone }: { target: ResetContact; resetToken: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { submit: run, fieldError, serverError, pending } = useFormSubmit<Field>();

  const submit = () =>
    run(
      validateResetPassword({ password, confirmPassword }),
      async () => {
        const answer = await resetPassword(target, resetToken, password, confirmPassword);
        notify.success(answer.message || t('account.forgot.doneTitle'));
        onDone();
      },
      { password: 'password', confirm_password: 'confirmPassword' },
    );

  return (
    <AccountForm onSubmit={() => void submit()}>
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
    </AccountForm>
  );
}
