/**
 * Query keys for the parcel module. Categories, banners and the home's content use the persisted `listings`
 * root with the scope (zone, module, language), so the parcel home and the wizard's first step open offline
 * and never show another module's or language's answer.
 */
import { scopeKey } from '@/lib/query-client';

const L = ['listings', 'parcel'] as const;

export const parcelKeys = {
  categories: () => [...L, 'categories', scopeKey()] as const,
  banners: () => [...L, 'banners', scopeKey()] as const,
  howItWorks: () => [...L, 'video-content', scopeKey()] as const,
  whyChoose: () => [...L, 'why-choose', scopeKey()] as const,
  instructions: () => [...L, 'instructions', scopeKey()] as const,
};
