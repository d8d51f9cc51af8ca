/**
 * Talon for the parcel being prepared: read from this device when the wizard opens (or started empty, with
 * the sender's contact filled from the profile or the guest's contact card and the pickup from the chosen
 * location), written back on every change. A write that fails (storage full, private mode) keeps the draft in
 * memory and says so: the customer loses nothing by going on, but leaving the page would.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
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
  // Read once per owner: the starting values below must not restart the read when they change identity.
  const start = useRef({ readGuestContact: seam.readGuestContact, location: session.location, latLng: session.latLng, signedIn: session.token !== null });
  useEffect(() => {
    start.current = { readGuestContact: seam.readGuestContact, location: session.location, latLng: session.latLng, signedIn: session.token !== null };
  });

  useEffect(() => {
    if (loadedFor === owner) return;
    let live = true;
    const fresh = async (): Promise<ParcelDraft> => {
      const { readGuestContact, location, latLng, signedIn } = start.current;
      const empty = emptyDraft();
      if (latLng && location) empty.sender = { ...empty.sender, address: location, lat: latLng.lat, lng: latLng.lng };
      if (!signedIn) {
        const contact = await readGuestContact().catch(() => null);
        if (contact) empty.sender = { ...empty.sender, name: contact.contact_person_name, phone: contact.contact_person_number, email: contact.contact_person_email };
      }
      return empty;
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
  }, [owner, loadedFor]);

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
