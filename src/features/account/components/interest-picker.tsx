/**
 * Categories of interest after sign-up (spec §2 /interest): the current module's categories (given by the
 * route: item categories, or vehicle categories in the rental module) as toggle buttons
 * (pressed = chosen; the kit's Button is already loaded, a checkbox would pull more of react-aria into every
 * route's shared chunks), saved with `update-interest`, then home with a toast. Skipping is always possible.
 */
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { OfflineState } from '@/components/feedback/offline-state';
import { ErrorState } from '@/components/ui/error-state/error-state';
import { Link } from '@/components/ui/link/link';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useQueryClient } from '@/lib/query';
import { errorMessages } from '@/lib/query-client';
import { updateInterest, type InterestCategory } from '../api/interest';
import { firstServerMessage } from '../form-errors';
import * as authStyles from './auth.css';
import { FormAlert } from './form-alert';
import * as styles from './interest-picker.css';

export interface InterestCategories {
  data: InterestCategory[] | undefined;
  error: unknown;
  isPending: boolean;
  isPaused?: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export function InterestPicker({ categories }: { categories: InterestCategories }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const legendId = useId();

  if (categories.data === undefined && categories.isPaused) return <OfflineState onRetry={() => void categories.refetch()} />;
  if (categories.data === undefined && !categories.error) {
    return (
      <div className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height="60px" />
        ))}
      </div>
    );
  }
  if (categories.data === undefined) {
    return <ErrorState messages={errorMessages(categories.error)} onRetry={() => void categories.refetch()} isRetrying={categories.isFetching} />;
  }
  if (categories.data.length === 0) {
    return (
      <EmptyState
        icon="tag"
        title={t('account.interest.emptyTitle')}
        body={t('account.interest.emptyBody')}
        action={
          <Link href={paths.home} appearance="primary">
            {t('account.interest.continue')}
          </Link>
        }
      />
    );
  }

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async () => {
    setPending(true);
    setServerError(null);
    try {
      await updateInterest([...chosen]);
      // The profile lists the modules with interests: it changed.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      notify.success(t('account.interest.saved'));
      navigate(paths.home);
    } catch (error) {
      setServerError(firstServerMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={styles.picker}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className={authStyles.intro}>{t('account.interest.intro')}</p>
      <p id={legendId} className={styles.legend}>
        {t('account.interest.listLabel', { count: chosen.size })}
      </p>
      <div role="group" aria-labelledby={legendId} className={styles.grid}>
        {categories.data.map((category) => {
          const selected = chosen.has(category.id);
          return (
            <Button key={category.id} variant={selected ? 'primary' : 'secondary'} aria-pressed={selected} className={styles.item} onPress={() => toggle(category.id)}>
              {category.image_full_url ? <img src={category.image_full_url} alt="" className={styles.image} width={32} height={32} loading="lazy" /> : null}
              <span className={styles.name}>{category.name}</span>
              {selected ? <Icon name="check" size={18} /> : null}
            </Button>
          );
        })}
      </div>
      <FormAlert message={serverError} />
      <div className={styles.footer}>
        <Button type="submit" isDisabled={chosen.size === 0} isPending={pending}>
          {t('account.interest.save')}
        </Button>
        <Link href={paths.home} appearance="ghost">
          {t('account.interest.skip')}
        </Link>
      </div>
    </form>
  );
}
