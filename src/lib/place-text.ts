/**
 * A delivery place as one line in the customer's language: house, floor, road, then the address itself,
 * each part labelled and kept whole ("House 12, Floor 7, Sheikh Zayed Rd, Dubai Mall"; in Arabic
 * "منزل 12، طابق 7، …", never "طابق ,7"). Orders, parcels and checkouts show places this way.
 */
import { joinParts, t } from './i18n';

export interface PlaceParts {
  address?: string | null | undefined;
  house?: string | null | undefined;
  floor?: string | null | undefined;
  road?: string | null | undefined;
}

export function placeText(place: PlaceParts): string {
  const labelled = (key: 'common.place.house' | 'common.place.floor', value: string | null | undefined) => (value && value.trim() ? t(key, { value: value.trim() }) : null);
  return joinParts([labelled('common.place.house', place.house), labelled('common.place.floor', place.floor), place.road, place.address]);
}
