import type { ReactNode } from 'react';

export interface LatLngPoint {
  lat: number;
  lng: number;
}

export interface MapMarker extends LatLngPoint {
  id: string;
  /** Accessible name of the marker, e.g. the place name. */
  label: string;
  tone?: 'brand' | 'accent';
}

export interface MapViewProps {
  /** Names the map region. */
  label: string;
  center: LatLngPoint;
  /** 1 to 21 (spec §9); clamped. */
  zoom: number;
  /** Height in px: 236 for the address form, 348 for the rental map (spec §2). */
  height: number;
  markers?: MapMarker[];
  /** Show a fixed pin in the centre and report the centre when the map stops moving (point picking). */
  pickCenter?: boolean;
  /** Called when the map comes to rest after a move or zoom (not on the first render). */
  onCenterChange?: (center: LatLngPoint, zoom: number) => void;
  /** Route line drawn over the map (two or more points). */
  route?: LatLngPoint[];
  /** Tile URL template with `{z}`, `{x}`, `{y}` (and optional `{s}` for a subdomain); OSM by default. */
  tileUrl?: string;
  /** Attribution text; defaults to the OpenStreetMap credit when the OSM tiles are used. */
  attribution?: ReactNode;
  /** Extra buttons under the zoom buttons (e.g. "use current location"). */
  controls?: ReactNode;
  className?: string;
}
