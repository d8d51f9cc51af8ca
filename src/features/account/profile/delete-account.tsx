/**
 * Deleting the account after a confirmation. Deleted: the session ends as on logout, 'Account has been
 * deleted', home. Refused while orders or trips are running (203): the server's message.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialogOnDemand } from '@/components/ui/dialog/confirm-dialog-on-demand';
import { paths } from '@/config/paths';
import { endSession } from '@/lib/auth-events';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useMutation, useQueryClient } from '@/lib/query';
import { removeAccount } from './api';
import * as styles from './profile.css';

export function DeleteAccount() {
  const [asking, setAsking] = useState(false);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: removeAccount,
    onSuccess: async () => {
      await endSession('deleted');
      queryClient.removeQueries({ queryKey: ['profile'] });
      queryClient.removeQueries({ queryKey: ['addresses'] });
      setAsking(false);
      notify.success(t('profile.accountDeleted'));
      navigate(paths.home);
    },
    // The mutation cache toasts the server's message (e.g. the 203 "on-going" refusal).
    onError: () => setAsking(false),
  });
  return (
    <section className={styles.danger} aria-labelledby="delete-account">
      <h3 id="delete-account">{t('profile.deleteAccount')}</h3>
      <p className={styles.hint}>{t('profile.deleteMessage')}</p>
      <Button variant="danger" icon="trash" onPress={() => setAsking(true)}>
        {t('profile.deleteAccount')}
      </Button>
      <ConfirmDialogOnDemand
        isOpen={asking}
        title={t('profile.deleteTitle')}
        message={t('profile.deleteMessage')}
        tone="danger"
        confirmLabel={t('profile.deleteAccount')}
        isPending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate()}
      />
    </section>
  );
}
