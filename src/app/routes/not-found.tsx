import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

export default function NotFound() {
  return (
    <EmptyState
      icon="search"
      headingLevel={1}
      title={t('common.notFoundTitle')}
      body={t('common.notFoundBody')}
      action={
        <Link href={paths.home} appearance="primary">
          {t('common.goHome')}
        </Link>
      }
    />
  );
}
