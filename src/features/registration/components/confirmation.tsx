/** The screen after an application is received. */
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { t } from '@/lib/i18n';

export function Confirmation({ title, body, homeHref }: { title: string; body: string; homeHref: string }) {
  return <EmptyState icon="check" tone="brand" headingLevel={2} title={title} body={body} action={<Link href={homeHref} appearance="primary">{t('partners.backHome')}</Link>} />;
}
