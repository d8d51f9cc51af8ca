import { Badge } from '@/components/ui/badge/badge';
import { tMaybe } from '@/lib/i18n';
import { statusTone } from '../rules';

/** The order's status in the customer's language, with a tone (a status the app does not know reads as sent). */
export function statusLabel(status: string): string {
  return tMaybe(`orders.status.${status}`, status.replace(/_/g, ' '));
}

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}

/** Payment status and method, translated ("Paid · Cash on delivery"). */
export function paymentStatusLabel(status: string): string {
  return tMaybe(`orders.payment.${status}`, status.replace(/_/g, ' '));
}

export function paymentMethodLabel(method: string): string {
  return tMaybe(`orders.method.${method}`, method.replace(/_/g, ' '));
}
