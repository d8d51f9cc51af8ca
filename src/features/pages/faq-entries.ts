/**
 * The help page's questions, by topic, in the order a customer meets them: ordering and delivery first, then
 * paying, the wallet, rentals, parcels and the account. Their words are translations (`help.faq.<id>`, a part of the strings only
 * the help page loads: see loadHelpStrings).
 */
import { t } from '@/lib/i18n';
import type { FaqEntry } from './faq-search';

export const FAQ_TOPICS = {
  orders: ['deliveryTime', 'scheduleOrder', 'changeAddress', 'cancelOrder', 'missingItem'],
  payments: ['paymentMethods', 'codLimit', 'refundTime'],
  wallet: ['walletTopUp', 'loyaltyPoints'],
  rental: ['rentalDocuments', 'rentalDeposit', 'rentalCancel'],
  parcel: ['parcelSize', 'parcelForbidden'],
  account: ['guestOrder', 'deleteAccount'],
} as const;

export type FaqTopic = keyof typeof FAQ_TOPICS;
export type FaqId = (typeof FAQ_TOPICS)[FaqTopic][number];

export const topicTitle = (topic: FaqTopic) => t(`help.topics.${topic}`);

/** Every question in the active language. */
export function faqEntries(): FaqEntry[] {
  return (Object.entries(FAQ_TOPICS) as [FaqTopic, readonly FaqId[]][]).flatMap(([topic, ids]) =>
    ids.map((id) => ({ id, topic, question: t(`help.faq.${id}.q`), answer: t(`help.faq.${id}.a`), keywords: t(`help.faq.${id}.keywords`) })),
  );
}
