/**
 * What the campaign views show. The answers come from the catalogue's promotion endpoints; the app layer
 * passes them in (features never import each other), so these are the fields the views read.
 */
export interface BasicCampaign {
  id: number;
  title: string;
  description?: string | undefined;
  image_full_url?: string | null | undefined;
  available_date_starts?: string | null | undefined;
  available_date_ends?: string | null | undefined;
  start_time?: string | null | undefined;
  end_time?: string | null | undefined;
}

export interface CampaignItem {
  id: number;
  /** The item's own name: what the customer orders. */
  name: string;
  /** The campaign's name (e.g. "Fresh week"). */
  title?: string | undefined;
  description?: string | undefined;
  image_full_url?: string | null | undefined;
  price: number;
  discount: number;
  discount_type?: string | undefined;
  store_name?: string | undefined;
  available_date_starts?: string | null | undefined;
  available_date_ends?: string | null | undefined;
  available_time_starts?: string | undefined;
  available_time_ends?: string | undefined;
}
