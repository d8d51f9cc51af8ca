/**
 * The heart for an item or a store. Adding needs a signed-in customer ('You are not logged in'); the
 * server's message is shown either way, and the list is refetched so every heart agrees.
 */
import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useMutation, useQuery, useQueryClient } from '@/lib/query';
import { addToWishlist, removeFromWishlist, wishlistKeys, wishlistQueryOptions, type WishTarget } from './wishlist-api';

export function useWishlistMembership(target: WishTarget): boolean {
  const session = useSession();
  const query = useQuery(wishlistQueryOptions(session));
  const entries = target.kind === 'item' ? query.data?.item : query.data?.store;
  return entries?.some((entry) => entry.id === target.id) ?? false;
}

export function WishlistToggle({ target, name }: { target: WishTarget; name: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const active = useWishlistMembership(target);
  const change = useMutation({
    mutationFn: () => (active ? removeFromWishlist(target) : addToWishlist(target)),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
  return (
    <Button
      variant="ghost"
      iconOnly
      aria-label={active ? t('wishlist.remove', { name }) : t('wishlist.add', { name })}
      aria-pressed={active}
      isPending={change.isPending}
      onPress={() => {
        if (!active && !session.token) {
          notify.error(t('rental.notLoggedIn'));
          return;
        }
        change.mutate();
      }}
    >
      <Icon name="heart" filled={active} />
    </Button>
  );
}
