export interface LatLngPoint {
  lat: number;
  lng: number;
}

export interface MapMarker extends LatLngPoint {
  id: string;
  label: string;
  tone?: 'brand' | 'accent';
}

export interface MapViewProps {
  /** Names the map region. */
  label: string;
  center: LatLngPoint;
  /** 1 to 21. */
  zoom: number;
  height: number;
  markers?: MapMarker[];
  /** Show a fixed pin in the centre and report the centre when the map stops moving (point picking). */
  pickCenter?: boolean;
  onCenterChange?: (center: LatLngPoint, zoom: number) => void;
  /** Route line drawn over the map. */
  route?: LatLngPoint[];
  tileUrl?: string;
}
