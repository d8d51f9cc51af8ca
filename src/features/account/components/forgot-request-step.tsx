/** Forgot password, step 0: the phone or email the code goes to (only the channels the operator can send on). */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { TextField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { requestResetCode, type ResetContact, type ResetMethod } from '../api/password-reset';
import { toApiPhone } from '../phone';
import { useFormSubmit } from '../use-form-submit';
import { validateForgotEmail, validateForgotPhone } from '../validation';
import * as styles from './auth.css';
import { AccountForm } from './account-form';
import { FormAlert } from './form-alert';

export function ForgotRequestStep({ methods, onSent }: { methods: ResetMethod[]; onSent: (target: ResetContact) => void }) {
  const [method, setMethod] = useState<ResetMethod>(methods[0] ?? 'email');
  const [value, setValue] = useState('');
  const { submit: run, fieldError, serverError, pending, clear } = useFormSubmit<'contact'>();

  const submit = () => {
    const problem = method === 'phone' ? validateForgotPhone(value).phone : validateForgotEmail(value).email;
    return run(
      problem ? { contact: problem } : {},
      async () => {
        const target: ResetContact = { method, contact: method === 'phone' ? toApiPhone(value) : value.trim().toLowerCase() };
        const answer = await requestResetCode(target);
        if (answer.message) notify.success(answer.message);
        onSent(target);
      },
      { [method]: 'contact' },
    );
  };

  return (
    <AccountForm onSubmit={() => void submit()}>
      <p className={styles.intro}>{t('account.forgot.intro')}</p>
      {methods.length > 1 ? (
        <RadioGroup
          label={t('account.forgot.method')}
          orientation="horizontal"
          value={method}
          onChange={(next) => {
            setMethod(next === 'phone' ? 'phone' : 'email');
            setValue('');
            clear();
          }}
          options={[
            { value: 'phone', label: t('account.forgot.byPhone') },
            { value: 'email', label: t('account.forgot.byEmail') },
          ]}
        />
      ) : null}
      {method === 'phone' ? (
        <TextField key="phone" label={t('account.phone')} type="tel" inputMode="tel" autoComplete="tel" isRequired value={value} onChange={setValue} errorMessage={fieldError('contact')} />
      ) : (
        <TextField key="email" label={t('account.email')} type="email" inputMode="email" autoComplete="email" isRequired value={value} onChange={setValue} errorMessage={fieldError('contact')} />
      )}
      <FormAlert message={serverError} />
      <Button type="submit" fullWidth isPending={pending}>
        {t('account.forgot.sendCode')}
      </Button>
    </AccountForm>
  );
}
