import { Badge } from '@/components/ui/badge/badge';
import { tMaybe } from '@/lib/i18n';
import { statusTone } from '../rules';

/**
 * The order's status in the customer's language, with a tone (a status the app does not know reads as sent).
 * A parcel's statuses say what its rider does (no store prepares or hands it over).
 */
export function statusLabel(status: string, orderType?: string): string {
  const general = tMaybe(`orders.status.${status}`, status.replace(/_/g, ' '));
  return orderType === 'parcel' ? tMaybe(`orders.parcelStatus.${status}`, general) : general;
}

export function OrderStatusBadge({ status, orderType }: { status: string; orderType?: string | undefined }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status, orderType)}</Badge>;
}

/** Payment status and method, translated ("Paid · Cash on delivery"). */
export function paymentStatusLabel(status: string): string {
  return tMaybe(`orders.payment.${status}`, status.replace(/_/g, ' '));
}

/** A method of the app's (cash, wallet…) or a payment gateway's key (`stripe`), in the customer's words. */
export function paymentMethodLabel(method: string): string {
  return tMaybe(`orders.method.${method}`, tMaybe(`common.gateways.${method}`, method.replace(/_/g, ' ')));
}
