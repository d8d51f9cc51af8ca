import type { ParcelDraft } from '../draft';

/** What every wizard step receives: the draft, a way to change it (kept on this device at once) and to go on. */
export interface StepProps {
  draft: ParcelDraft;
  update: (draft: ParcelDraft) => void;
  isGuest: boolean;
  onNext: () => void;
  onBack?: () => void;
}
