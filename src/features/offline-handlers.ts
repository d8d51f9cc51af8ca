/**
 * Every outbox handler of every feature, in one registry shared by the page and the service worker.
 * (This module sits at the features root on purpose: it is the one place that knows all of them.)
 */
import type { OutboxHandler } from '@/lib/outbox/types';
import { itemCartHandlers } from './item-cart/handlers';
import { catalogWishlistHandler } from '@/lib/wishlist/catalog/handlers';
import { messageHandler } from './messages/handlers';
import { rentalCartHandlers } from './rental/cart/handlers';
import { rentalWishlistHandler } from '@/lib/wishlist/rental/handlers';

export const OUTBOX_HANDLERS: ReadonlyMap<string, OutboxHandler> = new Map([...rentalCartHandlers, ...itemCartHandlers, rentalWishlistHandler, catalogWishlistHandler, messageHandler].map((handler) => [handler.kind, handler]));
