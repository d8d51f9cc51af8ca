/**
 * When the order is for: as soon as possible, or a slot of today or tomorrow built from the store's opening
 * times. A store closed now offers only slots; one that takes no scheduled orders says it is closed. A slot the
 * server refuses is said with its reason at the picker, which stays open for another.
 */
import { Suspense } from 'react';
import { PlainRadioGroup } from '@/components/ui/radio-group/plain-radio-group';
import { getLanguage, t } from '@/lib/i18n';
import { dateTimeFormat } from '@/lib/intl-formats';
import { lazyPart } from '@/lib/lazy-part';
import { card, sectionTitle } from '@/styles/utils.css';
import type { SlotRefusal, TimeSlot } from '../rules/slots';
import * as styles from './item-checkout.css';

export interface ScheduleSectionProps {
  mode: 'now-or-later' | 'now-only' | 'later-only' | 'closed';
  days: readonly { day: Date; today: boolean; slots: readonly TimeSlot[] }[];
  value: string | null;
  /** A later time is chosen: the day and slot pickers show (also while a refused slot waits for another). */
  later: boolean;
  /** The slot the server just refused, said at the picker until another is chosen. */
  refusal: SlotRefusal | null;
  deliveryTime: string | null;
  onChange: (value: string | null) => void;
}

// The day and slot pickers are react-aria's selects (their lists open in a popover): they load when the customer
// first chooses a later time, or with the page when the store takes scheduled orders only (the server's markup
// then holds them, and the page loads them before it is taken over).
const Select = lazyPart('checkout:select', () => import('@/components/ui/select/select').then((module) => ({ default: module.Select })));

const timeOf = (date: Date) => dateTimeFormat(getLanguage(), { hour: 'numeric', minute: '2-digit' }).format(date);

export function ScheduleSection({ mode, days, value, later, refusal, deliveryTime, onChange }: ScheduleSectionProps) {
  const dayIndex = Math.max(0, days.findIndex((day) => day.slots.some((slot) => slot.value === value)));
  const day = days[dayIndex];
  const pickLater = () => onChange(days[0]?.slots[0]?.value ?? null);
  return (
    <section className={card} aria-labelledby="checkout-schedule">
      <h2 id="checkout-schedule" className={sectionTitle}>
        {t('itemCheckout.schedule')}
      </h2>
      {mode === 'closed' ? <p className={styles.hint}>{t('itemCheckout.closed')}</p> : null}
      {mode === 'later-only' ? <p className={styles.muted}>{t('itemCheckout.closedNow')}</p> : null}
      {mode === 'now-or-later' ? (
        <PlainRadioGroup
          label={t('itemCheckout.schedule')}
          hideLabel
          orientation="horizontal"
          value={later ? 'later' : 'now'}
          onChange={(next) => (next === 'now' ? onChange(null) : pickLater())}
          options={[
            { value: 'now', label: deliveryTime ? t('itemCheckout.nowWithTime', { time: deliveryTime }) : t('itemCheckout.now') },
            { value: 'later', label: t('itemCheckout.later') },
          ]}
        />
      ) : null}
      {mode === 'now-only' ? <p>{deliveryTime ? t('itemCheckout.nowWithTime', { time: deliveryTime }) : t('itemCheckout.now')}</p> : null}
      {refusal ? (
        <p className={styles.alert} role="alert">
          {refusal.start && refusal.end ? t('itemCheckout.slotRefused', { slot: `${timeOf(refusal.start)} – ${timeOf(refusal.end)}`, reason: refusal.reason }) : refusal.reason}
        </p>
      ) : null}
      {later && day && (mode === 'now-or-later' || mode === 'later-only') ? (
        <div className={styles.fields}>
          <Suspense fallback={null}>
            <Select
              label={t('itemCheckout.day')}
              value={String(dayIndex)}
              onChange={(id) => onChange(days[Number(id)]?.slots[0]?.value ?? null)}
              options={days.map((entry, index) => ({ id: String(index), label: entry.today ? t('itemCheckout.today') : t('itemCheckout.tomorrow') }))}
            />
            <Select
              label={t('itemCheckout.slot')}
              value={value}
              placeholder={t('itemCheckout.chooseSlot')}
              onChange={(id) => onChange(id)}
              options={day.slots.map((slot) => ({ id: slot.value, label: `${timeOf(slot.start)} – ${timeOf(slot.end)}` }))}
            />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}

