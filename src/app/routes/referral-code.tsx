/** /referral-code: the referral feature's screen with the customer's code from the profile. */
import { useProfile } from '@/features/account/api/auth';
import { ReferralScreen } from '@/features/referral/components/referral-screen';
import { useSession } from '@/hooks/use-session';

export default function Screen() {
  const session = useSession();
  const profile = useProfile(session.token);
  return <ReferralScreen code={profile.data ? (profile.data.ref_code ?? null) : undefined} />;
}
