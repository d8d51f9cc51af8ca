/**
 * Order Now for a campaign item: the catalogue's own choice views (variation groups, add-ons, options,
 * quantity, total) check the choices and ask for sign-in; the line they build is handed to checkout as a
 * campaign order.
 */
import { useLocation } from 'wouter';
import { Dialog } from '@/components/ui/dialog/dialog';
import { paths } from '@/config/paths';
import type { Item } from '@/features/catalog/api/item-structs';
import { ItemCartProvider, type ItemCartLine } from '@/features/catalog/cart-seam';
import { ChoiceOptions } from '@/features/catalog/item/choice-options';
import { AddOns, FoodVariations } from '@/features/catalog/item/food-variations';
import { ItemActions } from '@/features/catalog/item/item-actions';
import { ItemFacts } from '@/features/catalog/item/item-facts';
import { useItemChoices } from '@/features/catalog/item/use-item-choices';
import { saveDirectOrder } from '@/features/checkout/direct-order';
import { useSession } from '@/hooks/use-session';
import { t } from '@/lib/i18n';
import { stack } from '@/styles/layout.css';
import { campaignOrderOf } from './campaign-order';

function Choices({ item }: { item: Item }) {
  const choices = useItemChoices(item);
  return (
    <div className={stack}>
      <ItemFacts item={item} choices={choices} />
      <ChoiceOptions item={item} choices={choices} />
      <FoodVariations choices={choices} idPrefix={`campaign-${item.id}`} />
      <AddOns addOns={item.add_ons ?? []} choices={choices} />
      <ItemActions choices={choices} name={item.name} isCampaign />
    </div>
  );
}

export default function CampaignOrderDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const session = useSession();
  const [, navigate] = useLocation();
  const orderNow = async (line: ItemCartLine) => {
    saveDirectOrder(campaignOrderOf(line, session.module?.id ?? 0));
    navigate(paths.checkout('campaign'));
  };
  return (
    <Dialog title={t('campaigns.orderTitle', { name: item.name })} isOpen onOpenChange={(open) => (open ? undefined : onClose())} size="md">
      <ItemCartProvider value={{ orderNow }}>
        <Choices item={item} />
      </ItemCartProvider>
    </Dialog>
  );
}
