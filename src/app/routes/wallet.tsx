/** /wallet: the wallet feature's screen with the balance from the customer's profile. */
import { useCallback } from 'react';
import { useProfile } from '@/features/account/api/auth';
import { WalletScreen } from '@/features/wallet/components/wallet-screen';
import { useSession } from '@/hooks/use-session';

export default function Screen() {
  const session = useSession();
  const profile = useProfile(session.token);
  const { refetch } = profile;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return <WalletScreen balance={profile.data?.wallet_balance ?? (profile.data ? 0 : undefined)} onRefresh={refresh} />;
}
