/** Newsletter sign-up: validated before sending ('Please insert a valid email.'), then 'Subscribed Successfully'. */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { subscribeNewsletter } from '@/features/pages/api/subscribe-newsletter';
import { isValidEmail } from '@/lib/validation';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useMutation } from '@/lib/query';
import * as styles from './footer.css';

export function Newsletter() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: (message) => {
      notify.success(message || t('layout.subscribed'));
      setEmail('');
    },
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isValidEmail(email)) {
          setError(t('layout.newsletterInvalid'));
          return;
        }
        setError(null);
        mutation.mutate(email.trim());
      }}
    >
      <TextField plain label={t('layout.newsletterEmail')} type="email" inputMode="email" autoComplete="email" value={email} onChange={setEmail} errorMessage={error} />
      <Button plain type="submit" isPending={mutation.isPending}>
        {t('layout.newsletterSubmit')}
      </Button>
    </form>
  );
}
