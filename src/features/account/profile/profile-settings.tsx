/** The profile-settings page section: the edit form once the profile is loaded, then account deletion. */
import { QueryView } from '@/components/feedback/query-view';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { profileOptions } from '../api/auth';
import { DeleteAccount } from './delete-account';
import { ProfileForm } from './profile-form';
import * as styles from './profile.css';

export function ProfileSettings({ headingId }: { headingId: string }) {
  const session = useSession();
  const profile = useQuery(profileOptions(session.token));
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('profile.settings')}</h2>
      <QueryView query={profile}>{(data) => <ProfileForm key={data.id} profile={data} />}</QueryView>
      <DeleteAccount />
    </section>
  );
}
