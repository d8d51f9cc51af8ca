/**
 * What the item cart's controls do (spec §4, §5): decide from the cart the customer sees, ask before another
 * store's items are removed, refuse quantities beyond the stock ('Out of Stock') or the item's maximum ('Out
 * of Limits'), then record the changes for the outbox. The database code is loaded on first use.
 *
 * Messages tell what happened, never more: 'Item added to cart' once the server kept the line; "saved on this
 * device" while the change waits for a connection; nothing when the server refused it, because the decision
 * dialog then says what was not kept and why (the change stays until the customer decides).
 */
import { t } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { cartRecorder } from '@/lib/outbox/record';
import { getSession } from '@/lib/session';
import { targetFromWire, toLineTarget, type ChosenLine, type WireLine } from './adapters';
import { getItemCartState, setItemCartState } from './cart-state';
import { closeItemCartDialog, openItemCartDialog, type ItemCartDialog } from './dialog-store';
import { applyItemChange, lineByKey, type ItemCartState, type ItemChange, type LineTarget } from './model';
import { planAdd, planDecrement, planIncrement, planUpdate, stockOf, type LimitRefusal } from './rules';

const storage = () => import('./storage');
const { record, outcomeOf } = cartRecorder<ItemChange>(() => storage().then((module) => ({ record: module.recordItemChanges, entryOutcome: module.entryOutcome })));

/** What became of a cart action, for callers that go on (e.g. to checkout) only when it was kept. */
export type CartOutcome = 'done' | 'waiting' | 'refused' | 'asked' | 'blocked' | 'unchanged' | 'failed';

/**
 * The cart the customer has: as shown, or read from the local database while the screens' view of it has
 * not loaded yet (a press right after the page opened must not mistake a full cart for an empty one).
 */
async function currentCart(): Promise<ItemCartState> {
  const shown = getItemCartState();
  if (shown.ready) return shown.cart;
  const { cartScopeOf, readItemCart } = await storage();
  const scope = cartScopeOf(getSession());
  return scope ? (await readItemCart(scope)).cart : shown.cart;
}

/** What the server did with the last of the recorded changes ('failed' when they could not be recorded). */
const outcomeOfLast = async (ids: string[] | null): Promise<CartOutcome> => (ids ? outcomeOf(ids[ids.length - 1]) : 'failed');

const refusalText = (reason: LimitRefusal) => (reason === 'outOfStock' ? t('cart.outOfStock') : t('cart.outOfLimits'));

type QueuedMessage = 'cart.addQueued' | 'cart.updateQueued' | 'cart.removeQueued';

async function commit(changes: ItemChange[], name: string, messages: { done: string; waiting: QueuedMessage }): Promise<CartOutcome> {
  const outcome = await outcomeOfLast(await record(changes));
  if (outcome === 'done') notify.success(messages.done);
  else if (outcome === 'waiting') notify.info(t(messages.waiting, { name }));
  return outcome;
}

/** The changes that put a line in the cart the customer sees; null with the reason when it cannot go in. */
function changesFor(cart: ItemCartState, line: LineTarget): { changes: ItemChange[] } | { otherStore: true } | { blocked: LimitRefusal } {
  const plan = planAdd(cart, line);
  switch (plan.type) {
    case 'add':
      return { changes: [{ kind: 'item.add', line: plan.line }] };
    case 'update':
      return { changes: [{ kind: 'item.update', key: plan.key, line: plan.line }] };
    case 'other-store':
      return { otherStore: true };
    case 'blocked':
      return { blocked: plan.reason };
  }
}

/**
 * "Add to cart" for one or more lines of one store (an item view adds one; a reorder adds an order's lines).
 * Another store's items in the cart open the clear-and-add question first.
 */
async function addLines(lines: LineTarget[]): Promise<CartOutcome> {
  const first = lines[0];
  if (!first) return 'unchanged';
  let cart = await currentCart();
  if (cart.lines.some((line) => !lines.some((entry) => entry.item.storeId === line.item.storeId)) || new Set(lines.map((line) => line.item.storeId)).size > 1) {
    openItemCartDialog({ kind: 'other-store', lines });
    return 'asked';
  }
  const changes: ItemChange[] = [];
  for (const line of lines) {
    const planned = changesFor(cart, line);
    if ('otherStore' in planned) {
      openItemCartDialog({ kind: 'other-store', lines });
      return 'asked';
    }
    if ('blocked' in planned) {
      notify.error(`${line.item.name}: ${refusalText(planned.blocked)}`);
      return 'blocked';
    }
    changes.push(...planned.changes);
    cart = planned.changes.reduce((state, change) => applyItemChange(state, { change, status: 'queued' }), cart);
  }
  return commit(changes, first.item.name, { done: t('cart.itemAdded'), waiting: 'cart.addQueued' });
}

export const addLine = (chosen: ChosenLine) => addLines([toLineTarget(chosen)]);

/**
 * Adds a list of lines at once (Reorder: an order's lines, variations in the API's format). Lines already in
 * the cart with the same variation add their quantity; another store's cart asks to be emptied first.
 */
export const addLinesToCart = (lines: readonly WireLine[]) => addLines(lines.map(targetFromWire));

/** "Update to cart": the item's line takes the new choice; 'No changes found to update.' when it already is that. */
export async function updateLine(chosen: ChosenLine): Promise<CartOutcome> {
  const line = toLineTarget(chosen);
  const plan = planUpdate(await currentCart(), line);
  switch (plan.type) {
    case 'missing':
      return addLine(chosen);
    case 'unchanged':
      notify.info(t('cart.noChanges'));
      return 'unchanged';
    case 'blocked':
      notify.error(refusalText(plan.reason));
      return 'blocked';
    case 'update':
      return commit([{ kind: 'item.update', key: plan.key, line: plan.line }], line.item.name, { done: t('cart.itemUpdated'), waiting: 'cart.updateQueued' });
  }
}

let steps: Promise<void> = Promise.resolve();

/**
 * Stepper presses run one after another, each from the cart as the one before left it (shown at once, before
 * the local database reports it back): two quick taps are two more units, never one.
 */
function step(work: () => Promise<void>): Promise<void> {
  const next = steps.then(work);
  steps = next.catch(() => undefined);
  return next;
}

async function recordStep(change: ItemChange): Promise<void> {
  if (!(await record([change]))) return;
  const current = getItemCartState();
  setItemCartState({ cart: applyItemChange(current.cart, { change, status: 'queued' }), decisions: current.decisions, pendingCount: current.pendingCount });
}

/** Plus on a cart line. */
export const increment = (key: string): Promise<void> =>
  step(async () => {
    const line = lineByKey(getItemCartState().cart, key);
    if (!line) return;
    const plan = planIncrement(line.quantity, stockOf(line), line.item.maximum);
    if (plan.type === 'blocked') notify.error(refusalText(plan.reason));
    else if (plan.type === 'set') await recordStep({ kind: 'item.update', key, line: { ...line, quantity: plan.quantity } });
  });

/** Minus on a cart line (at one unit the button is delete, which asks first). */
export const decrement = (key: string): Promise<void> =>
  step(async () => {
    const line = lineByKey(getItemCartState().cart, key);
    if (!line) return;
    const plan = planDecrement(line.quantity);
    if (plan.type === 'remove') openItemCartDialog({ kind: 'remove', key, name: line.item.name });
    else if (plan.type === 'set') await recordStep({ kind: 'item.update', key, line: { ...line, quantity: plan.quantity } });
  });

/**
 * An item card's stepper, on the item's line: plus as on a cart line; minus at one unit takes the line out
 * at once (the card's "+" puts it back), where the drawer's delete asks first.
 */
export const stepItem = (itemId: number, by: 1 | -1): Promise<void> => {
  const line = getItemCartState().cart.lines.find((entry) => entry.itemId === itemId && entry.model === 'Item');
  if (!line) return Promise.resolve();
  if (by > 0) return increment(line.key);
  return step(async () => {
    const current = lineByKey(getItemCartState().cart, line.key);
    if (!current) return;
    const plan = planDecrement(current.quantity);
    if (plan.type === 'remove') await recordStep({ kind: 'item.remove', key: current.key });
    else if (plan.type === 'set') await recordStep({ kind: 'item.update', key: current.key, line: { ...current, quantity: plan.quantity } });
  });
};

export async function removeLine(key: string): Promise<void> {
  const name = lineByKey(getItemCartState().cart, key)?.item.name ?? '';
  closeItemCartDialog();
  await commit([{ kind: 'item.remove', key }], name, { done: t('cart.removed'), waiting: 'cart.removeQueued' });
}

/** Confirmation of each dialog. */
export async function confirmItemDialog(dialog: ItemCartDialog): Promise<void> {
  switch (dialog.kind) {
    case 'other-store': {
      const changes: ItemChange[] = [{ kind: 'item.clear' }];
      let cart: ItemCartState = { lines: [] };
      for (const line of dialog.lines) {
        const planned = changesFor(cart, line);
        if (!('changes' in planned)) continue;
        changes.push(...planned.changes);
        cart = planned.changes.reduce((state, change) => applyItemChange(state, { change, status: 'queued' }), cart);
      }
      closeItemCartDialog();
      if (dialog.clientId) {
        const { resolveItemChange } = await storage();
        await resolveItemChange(getSession(), dialog.clientId, changes);
        return;
      }
      await commit(changes, dialog.lines[0]?.item.name ?? '', { done: t('cart.clearedAndAdded'), waiting: 'cart.addQueued' });
      return;
    }
    case 'remove':
      await removeLine(dialog.key);
      return;
    case 'decision': {
      const { retryItemChange } = await storage();
      await retryItemChange(dialog.entry.clientId);
      closeItemCartDialog();
    }
  }
}

/** "Discard change" on a refused change: the cart falls back to what the server has. */
export async function discardRefused(clientId: string): Promise<void> {
  const { discardItemChange } = await storage();
  await discardItemChange(clientId);
  notify.info(t('cart.changeDiscarded'));
  closeItemCartDialog();
}
