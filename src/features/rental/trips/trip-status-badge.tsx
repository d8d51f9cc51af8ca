import { Badge } from '@/components/ui/badge/badge';
import { t, tMaybe } from '@/lib/i18n';

const TONES: Record<string, 'brand' | 'caution' | 'critical' | 'neutral'> = { pending: 'caution', confirmed: 'brand', ongoing: 'brand', completed: 'neutral', canceled: 'critical', payment_failed: 'critical' };

/** A trip's status, translated, with a tone. */
export function TripStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{tMaybe(`trips.status.${status}`, status)}</Badge>;
}

export function paymentLabel(status: string): string {
  return tMaybe(`trips.payment.${status}`, status) || t('trips.payment.unpaid');
}
