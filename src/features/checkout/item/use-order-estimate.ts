/**
 * Talon for the order's estimate, shown while the server has not priced this exact order (its answer is on
 * the way, or the device is offline). Reads only what checkout already holds: the cart lines, the store's
 * details, the zone details stored with the customer's location, the config, and the draft's choices. Buy Now
 * and campaign hand-offs carry no discount of their line, so they wait for the server instead.
 *
 * The estimate's code (order-estimate.ts, the pricing pipeline) is not part of the checkout's first screen,
 * which shows the server's prices: it loads once the page is quiet, or at once when the server's prices are
 * not there (offline, or a checkout opened once the page was quiet). Until it is in, nothing is estimated (the
 * summary says it is pricing), as before the store's details are in.
 */
import { useEffect, useMemo, useState } from 'react';
import { useConfig } from '@/api/config';
import { readZoneData } from '@/api/zones';
import { useOperatorNow } from '@/hooks/use-operator-now';
import { useSession } from '@/hooks/use-session';
import { afterPageLoad, importPatiently } from '@/lib/after-load';
import type * as OrderEstimate from './order-estimate';
import type { EstimatedTax } from './order-estimate';
import type { OrderDraft } from './use-order-draft';

type Estimator = typeof OrderEstimate;

let loaded: Estimator | null = null;
let loading: Promise<Estimator> | null = null;
const loadEstimator = () =>
  (loading ??= importPatiently(() => import('./order-estimate')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/** The estimate's code once loaded: at once when `now`, else once the page has gone quiet. */
function useEstimator(now: boolean): Estimator | null {
  const [estimator, setEstimator] = useState<Estimator | null>(loaded);
  useEffect(() => {
    if (estimator) return;
    let live = true;
    void (now ? Promise.resolve() : afterPageLoad())
      .then(loadEstimator)
      .then(
        (module) => live && setEstimator(module),
        // Not loaded (offline before the device kept it): the server's prices, once they come, stand alone.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [estimator, now]);
  return estimator;
}

export function useOrderEstimate(draft: OrderDraft): EstimatedTax | null {
  const config = useConfig();
  const session = useSession();
  const now = useOperatorNow();
  const rows = draft.page === 'cart' ? draft.cart.rows : undefined;
  const details = draft.store?.details ?? null;
  const moduleId = session.module?.id ?? null;
  const { orderType, address, coupon, tip, extras, extrasChoice } = draft;
  // Wanted now when the server's prices for the order are not there to show.
  const estimator = useEstimator(!(draft.tax.data && !draft.tax.isPlaceholderData));
  return useMemo(() => {
    if (!estimator || !rows || !details || !config.data || !orderType) return null;
    return estimator.estimateTax({
      rows,
      orderType,
      storeDetails: details,
      config: config.data as Record<string, unknown>,
      zones: readZoneData(),
      moduleId,
      point: orderType === 'delivery' && address ? { lat: Number(address.latitude), lng: Number(address.longitude) } : null,
      coupon: coupon?.rule ?? null,
      tips: tip,
      packaging: extrasChoice.packaging && extras.packaging !== null ? extras.packaging : 0,
      now,
    });
  }, [estimator, rows, details, config.data, orderType, address, coupon, tip, extras, extrasChoice, moduleId, now]);
}
