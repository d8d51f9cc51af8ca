/**
 * Talon for the parcel being prepared: read from this device when the wizard opens (or started empty, with
 * the sender's contact filled from the profile or the guest's contact card and the pickup from the chosen
 * location), written back on every change. A write that fails (storage full, private mode) keeps the draft in
 * memory and says so: the customer loses nothing by going on, but leaving the page would.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/hooks/use-session';
import { emptyDraft, type ParcelDraft } from '../draft';
import { useParcelSeam } from '../seam';
import { clearDraft, draftOwner, readDraft, saveDraft } from '../storage';

export function useParcelDraft() {
  const session = useSession();
  const seam = useParcelSeam();
  const customer = seam.useCustomer();
  const owner = draftOwner(session.token, session.guestId);
  const [draft, setDraft] = useState<ParcelDraft | null>(null);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);

  useEffect(() => {
    if (loadedFor === owner) return;
    let live = true;
    const fresh = async (): Promise<ParcelDraft> => {
      const start = emptyDraft();
      if (session.latLng && session.location) start.sender = { ...start.sender, address: session.location, lat: session.latLng.lat, lng: session.latLng.lng };
      if (session.token === null) {
        const contact = await seam.readGuestContact().catch(() => null);
        if (contact) start.sender = { ...start.sender, name: contact.contact_person_name, phone: contact.contact_person_number, email: contact.contact_person_email };
      }
      return start;
    };
    void readDraft(owner)
      .catch(() => null)
      .then(async (stored) => stored ?? (await fresh()))
      .then((loaded) => {
        if (!live) return;
        setDraft(loaded);
        setLoadedFor(owner);
      });
    return () => {
      live = false;
    };
  }, [owner, loadedFor, seam, session.latLng, session.location, session.token]);

  // A signed-in sender starts with the profile's name and phone (derived, so it is kept with the next change).
  const customerName = customer?.name ?? '';
  const customerPhone = customer?.phone ?? '';
  const loaded = loadedFor === owner ? draft : null;
  const shown =
    loaded && (customerName || customerPhone) && !loaded.sender.name && !loaded.sender.phone
      ? { ...loaded, sender: { ...loaded.sender, name: customerName, phone: customerPhone } }
      : loaded;

  const update = useCallback(
    (next: ParcelDraft) => {
      setDraft(next);
      saveDraft(owner, next).then(
        () => setUnsaved(false),
        () => setUnsaved(true),
      );
    },
    [owner],
  );

  const discard = useCallback(async () => {
    await clearDraft(owner).catch(() => undefined);
  }, [owner]);

  return { draft: shown, update, discard, unsaved, isGuest: session.token === null };
}

export type ParcelDraftState = ReturnType<typeof useParcelDraft>;
