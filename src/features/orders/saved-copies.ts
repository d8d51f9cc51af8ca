/** My orders, an order's page and its tracking as this device last saw them, for offline use (src/lib/saved-copy.ts). */
import { savedCopies } from '@/lib/saved-copy';

export const { saveCopy, readCopy, forgetCopies, useSavedCopy } = savedCopies('orders');
