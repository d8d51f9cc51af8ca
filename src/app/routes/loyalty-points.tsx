/** /loyalty-points: the loyalty feature's screen with the balance from the profile; a conversion refreshes the wallet too. */
import { useCallback } from 'react';
import { useProfile } from '@/features/account/api/auth';
import { LoyaltyScreen } from '@/features/loyalty/components/loyalty-screen';
import { walletKeys } from '@/features/wallet/api/keys';
import { useSession } from '@/hooks/use-session';
import { useQueryClient } from '@/lib/query';

export default function Screen() {
  const session = useSession();
  const profile = useProfile(session.token);
  const queryClient = useQueryClient();
  const { refetch } = profile;
  const converted = useCallback(() => {
    void refetch();
    void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
  }, [refetch, queryClient]);
  return <LoyaltyScreen balance={profile.data?.loyalty_point ?? (profile.data ? 0 : undefined)} onConverted={converted} />;
}
