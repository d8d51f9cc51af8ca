/**
 * The customer's saved addresses as a page section: each with its label, text and contact, Edit (not for
 * the current "Selected Address") and Delete (after confirmation), plus Add New Address.
 */
import { lazy, Suspense, useState } from 'react';
import { QueryView } from '@/components/feedback/query-view';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialogOnDemand } from '@/components/ui/dialog/confirm-dialog-on-demand';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Icon } from '@/components/ui/icon/icon';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useMutation, useQuery, useQueryClient } from '@/lib/query';
import { addressesQueryOptions, addressKeys, deleteAddress, type SavedAddress } from '../api';
import { isEditable } from '../rules';
import { addressTitle } from './address-title';
import * as styles from './addresses.css';

const AddressFormDialog = lazy(() => import('./address-form-dialog'));

export function AddressBook({ headingId }: { headingId: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const query = useQuery(addressesQueryOptions(session.token));
  const [form, setForm] = useState<{ editing: SavedAddress | null } | null>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const remove = useMutation({
    mutationFn: (address: SavedAddress) => deleteAddress(address.id),
    onSuccess: (answer) => {
      notify.success(answer.message);
      setRemoving(null);
      void queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });

  return (
    <section aria-labelledby={headingId} className={styles.form}>
      <div className={styles.toolbar}>
        <h2 id={headingId}>{t('addresses.title')}</h2>
        <Button variant="secondary" icon="plus" onPress={() => setForm({ editing: null })}>
          {t('addresses.addNew')}
        </Button>
      </div>
      <QueryView query={query}>
        {(addresses) =>
          addresses.length === 0 ? (
            <EmptyState icon="pin" headingLevel={3} title={t('addresses.noneYet')} />
          ) : (
            <ul className={styles.list}>
              {addresses.map((address) => {
                const title = addressTitle(address.address_type);
                return (
                  <li key={address.id} className={styles.item}>
                    <Icon name={address.address_type === 'office' ? 'store' : 'home'} />
                    <div className={styles.itemText}>
                      <h3 className={styles.itemTitle}>{title}</h3>
                      <p className={styles.itemLine}>{address.address}</p>
                      <p className={styles.itemLine}>
                        {address.contact_person_name} · <span dir="ltr">{address.contact_person_number}</span>
                      </p>
                    </div>
                    <div className={styles.actions}>
                      {isEditable(address) ? (
                        <Button variant="ghost" size="sm" aria-label={t('addresses.editNamed', { name: title })} onPress={() => setForm({ editing: address })}>
                          {t('common.edit')}
                        </Button>
                      ) : null}
                      <Button variant="ghost" size="sm" icon="trash" aria-label={t('addresses.deleteNamed', { name: title })} onPress={() => setRemoving(address)}>
                        {t('common.remove')}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryView>
      {form ? (
        <Suspense fallback={null}>
          <AddressFormDialog editing={form.editing} onClose={() => setForm(null)} onDone={() => setForm(null)} />
        </Suspense>
      ) : null}
      {removing ? (
        <ConfirmDialogOnDemand
          isOpen
          title={t('addresses.deleteTitle')}
          message={removing.address}
          tone="danger"
          confirmLabel={t('common.remove')}
          isPending={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => remove.mutate(removing)}
        />
      ) : null}
    </section>
  );
}
