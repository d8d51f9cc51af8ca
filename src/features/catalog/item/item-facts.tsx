/**
 * What an item is: store, rating, veg mark (when the operator shows it), the store's running offer said as
 * its condition (it is taken off the cart's subtotal, not the item's price), halal tag, generic name,
 * description with read-more at 70 characters, nutrition, allergens, unit, prescription note and its
 * availability window ('Not Available now' with the window unless it can be ordered for later).
 */
import { useState } from 'react';
import { Rating } from '@/components/ui/rating/rating';
import { useConfig } from '@/api/config';
import { t } from '@/lib/i18n';
import { plainText, truncateText } from '@/lib/format';
import { storeDiscountRuleOf, storeDiscountRuns } from '@common/order-pricing/discounts';
import { wallClockOf } from '@common/order-pricing/types';
import { Icon } from '@/components/ui/icon/icon';
import { storeOfferText } from '@/lib/store-offer';
import type { ItemDetails } from '../api/item-structs';
import { Marks } from '../components/marks';
import { itemMarks } from '../rules/badges';
import type { ItemChoices } from './use-item-choices';
import * as styles from './item.css';

function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const short = truncateText(text);
  return (
    <p>
      {open || !short.truncated ? text : short.text}{' '}
      {short.truncated ? (
        <button type="button" className={styles.readMore} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('catalog.item.readLess') : t('catalog.item.readMore')}
        </button>
      ) : null}
    </p>
  );
}

/** The store's offer while it runs: "Store offer, taken off your cart's subtotal: 10% off orders over AED 50.00, up to AED 30.00". */
function StoreOffer({ item, now }: { item: ItemDetails; now: Date | null }) {
  const rule = storeDiscountRuleOf(item.store_details?.discount);
  if (!rule || !now || !storeDiscountRuns(rule, wallClockOf(now))) return null;
  return (
    <p className={styles.offer}>
      <Icon name="tag" size={16} />
      <span>{t('catalog.offer.inCart', { offer: storeOfferText(rule) })}</span>
    </p>
  );
}

export function ItemFacts({ item, choices }: { item: ItemDetails; choices: ItemChoices }) {
  const config = useConfig();
  const description = plainText(item.description);
  const hours = choices.availability;
  return (
    <>
      <div className={styles.row}>
        {item.rating_count ? <Rating value={item.avg_rating ?? 0} count={item.rating_count} /> : <span className={styles.muted}>{t('catalog.item.noRatings')}</span>}
        <Marks marks={itemMarks(item, item.module_type === 'food' && Boolean(config.data?.toggle_veg_non_veg))} />
      </div>
      <StoreOffer item={item} now={choices.now} />
      {item.generic_name?.length ? <p className={styles.muted}>{t('catalog.item.genericName', { names: item.generic_name.join(t('catalog.listSeparator')) })}</p> : null}
      {item.is_prescription_required ? (
        <p className={styles.unavailable} role="note">
          {t('catalog.item.prescriptionRequired')}
        </p>
      ) : null}
      {hours && !hours.availableNow ? (
        <p className={styles.unavailable} role="status">
          {t('catalog.item.notAvailableNow')} · {t('catalog.item.window', { starts: hours.starts, ends: hours.ends })}
          {hours.blocked ? null : ` · ${t('catalog.item.scheduleLater')}`}
        </p>
      ) : null}
      {description ? <Description text={description} /> : null}
      {item.nutritions_name?.length || item.allergies_name?.length || item.unit_type ? (
        <dl className={styles.facts}>
          {item.unit_type ? (
            <>
              <dt>{t('catalog.item.unit')}</dt>
              <dd>{item.unit_type}</dd>
            </>
          ) : null}
          {item.nutritions_name?.length ? (
            <>
              <dt>{t('catalog.item.nutrition')}</dt>
              <dd>{item.nutritions_name.join(t('catalog.listSeparator'))}</dd>
            </>
          ) : null}
          {item.allergies_name?.length ? (
            <>
              <dt>{t('catalog.item.allergens')}</dt>
              <dd>{item.allergies_name.join(t('catalog.listSeparator'))}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </>
  );
}
