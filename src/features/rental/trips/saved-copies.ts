/** My trips and a trip's page as this device last saw them, for offline use (src/lib/saved-copy.ts). */
import { savedCopies } from '@/lib/saved-copy';

export const { useSavedCopy } = savedCopies('trips');
