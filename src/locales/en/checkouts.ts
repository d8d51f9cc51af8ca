// English strings of the two checkouts' first screens (the trip's and the items'): their forms, lines and amounts,
// and the contact and address cards they share. A lazy chunk of its own, loaded beside the checkout's code
// (`loadCheckoutStrings` in src/lib/i18n.ts), and with every other part by loadDeferredStrings.
import addresses from './addresses.json';
import checkout from './checkout.json';
import itemCheckout from './itemCheckout.json';

export const checkoutsEn = { addresses, checkout, itemCheckout };
