/** pigeon-maps implementation: OSM tiles, zoom buttons, optional centred pin, markers and a route line. */
import { useState } from 'react';
import { Map as PigeonMap, Marker, Overlay } from 'pigeon-maps';
import { t } from '@/lib/i18n';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import type { LatLngPoint, MapViewProps } from './map-types';
import * as styles from './map.css';

const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const clampZoom = (zoom: number) => Math.max(1, Math.min(21, zoom));

/** Web Mercator projection relative to the map centre, in pixels (for the route overlay). */
function project(point: LatLngPoint, center: LatLngPoint, zoom: number, width: number, height: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const x = (lng: number) => ((lng + 180) / 360) * scale;
  const y = (lat: number) => {
    const s = Math.sin((lat * Math.PI) / 180);
    return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale;
  };
  return [x(point.lng) - x(center.lng) + width / 2, y(point.lat) - y(center.lat) + height / 2];
}

export default function MapImpl({ label, center, zoom, height, markers = [], pickCenter = false, onCenterChange, route, tileUrl = DEFAULT_TILES }: MapViewProps) {
  const [view, setView] = useState({ center, zoom: clampZoom(zoom) });
  const [width, setWidth] = useState(600);
  const provider = (x: number, y: number, z: number) => tileUrl.replace('{x}', String(x)).replace('{y}', String(y)).replace('{z}', String(z));
  const setZoom = (next: number) => {
    const zoomed = { ...view, zoom: clampZoom(next) };
    setView(zoomed);
    onCenterChange?.(zoomed.center, zoomed.zoom);
  };
  return (
    <div
      className={styles.frame}
      style={{ blockSize: height }}
      role="region"
      aria-label={label}
      ref={(node) => {
        if (node && node.clientWidth && node.clientWidth !== width) setWidth(node.clientWidth);
      }}
    >
      <div className={styles.fallback} aria-hidden="true">
        {t('ui.mapTilesUnavailable')}
      </div>
      <PigeonMap
        height={height}
        center={[view.center.lat, view.center.lng]}
        zoom={view.zoom}
        minZoom={1}
        maxZoom={21}
        provider={provider}
        attribution={false}
        onBoundsChanged={({ center: next, zoom: nextZoom, initial }) => {
          const point = { lat: next[0], lng: next[1] };
          setView({ center: point, zoom: nextZoom });
          if (!initial) onCenterChange?.(point, nextZoom);
        }}
      >
        {markers.map((marker) => (
          <Marker key={marker.id} anchor={[marker.lat, marker.lng]} width={40} color={marker.tone === 'accent' ? '#b5431a' : '#0b6e4f'} />
        ))}
        {route && route.length > 1 ? (
          <Overlay anchor={[view.center.lat, view.center.lng]} offset={[width / 2, height / 2]}>
            <svg width={width} height={height} className={styles.route} aria-hidden="true">
              <polyline points={route.map((point) => project(point, view.center, view.zoom, width, height).join(',')).join(' ')} />
            </svg>
          </Overlay>
        ) : null}
      </PigeonMap>
      {pickCenter ? (
        <span className={styles.centerPin} aria-hidden="true">
          <Icon name="pin" size={36} filled />
        </span>
      ) : null}
      <div className={styles.controls}>
        <Button variant="secondary" size="sm" iconOnly aria-label={t('ui.zoomIn')} onPress={() => setZoom(view.zoom + 1)} isDisabled={view.zoom >= 21}>
          <Icon name="zoomIn" />
        </Button>
        <Button variant="secondary" size="sm" iconOnly aria-label={t('ui.zoomOut')} onPress={() => setZoom(view.zoom - 1)} isDisabled={view.zoom <= 1}>
          <Icon name="zoomOut" />
        </Button>
      </div>
    </div>
  );
}
