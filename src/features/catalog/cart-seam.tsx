/**
 * The seam between the catalogue's item views and the item cart. Features never import each other, so
 * the app layer provides the cart's actions and the in-cart state here; the views validate the choices,
 * build the line and call the action. Without a provider (or without an action) the button that needs it
 * is shown disabled with a short explanation.
 */
import { createContext, useContext } from 'react';
import type { Item } from './api/item-structs';
import type { FoodSelection } from './rules/variations';

/** What the customer chose for one item, with the prices the view showed (the server recomputes them). */
export interface ItemCartLine {
  item: Item;
  quantity: number;
  /** Food: chosen option indexes per variation group. */
  foodSelection: FoodSelection;
  /** Food: chosen add-ons with their quantities. */
  addOns: { id: number; quantity: number }[];
  /** Non-food: the chosen combination's name (`type`), null when the item has none. */
  variation: string | null;
  unitPrice: number;
  total: number;
}

export interface InCartLine {
  quantity: number;
}

export interface ItemCartActions {
  /** The item's line when it is in the cart (the view then offers "Update to cart"). */
  lineOf?: (itemId: number) => InCartLine | null;
  add?: (line: ItemCartLine) => Promise<void>;
  update?: (line: ItemCartLine) => Promise<void>;
  /** A card's stepper on the item's line in the cart: one more, or one less (none at one). */
  step?: (itemId: number, by: 1 | -1) => Promise<void>;
  buyNow?: (line: ItemCartLine) => Promise<void>;
  /** Campaign items are ordered at once. */
  orderNow?: (line: ItemCartLine) => Promise<void>;
}

const ItemCartContext = createContext<ItemCartActions>({});

export const ItemCartProvider = ItemCartContext.Provider;
export const useItemCart = () => useContext(ItemCartContext);
