/**
 * pigeon-maps implementation (loaded lazily by map.tsx): raster tiles from a URL template, zoom buttons,
 * keyboard panning (arrows) and zooming (+/-) when the map has focus, markers, an SVG route line, and a fixed
 * centre pin for picking a point. Failed tiles are hidden (no broken-image icons) so the themed grid shows
 * through, and a small notice says the tiles are unavailable. Map directions stay physical in Arabic
 * (north is up, east is right); only the controls move to the inline end.
 */
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Map as PigeonMap, Overlay, type PigeonProps, type TileComponent } from 'pigeon-maps';
import { t } from '@/lib/i18n';
import { visuallyHidden } from '@/styles/layout.css';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { cx } from '../utils/cx';
import { clampZoom, DEFAULT_TILE_URL, MAX_ZOOM, MIN_ZOOM, panBy, samePoint, tileUrlFor } from './map-geometry';
import type { LatLngPoint, MapMarker, MapViewProps } from './map-types';
import * as styles from './map.css';

/** How long the map must rest before a move is reported (pigeon already debounces by 60 ms). */
const SETTLE_MS = 250;
const PAN_STEP_PX = 80;
const MARKER_SIZE = 36;

interface TileStatus {
  loaded: () => void;
  failed: () => void;
}

const TileStatusContext = createContext<TileStatus | null>(null);

const TileImage: TileComponent = ({ tile, tileLoaded }) => {
  const status = useContext(TileStatusContext);
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={tile.url}
      srcSet={tile.srcSet || undefined}
      width={tile.width}
      height={tile.height}
      loading="lazy"
      alt=""
      draggable={false}
      className={cx(styles.tile, failed && styles.tileFailed)}
      // pigeon-maps lays tiles out in pixels inside its own left-to-right box.
      style={{ insetInlineStart: tile.left, insetBlockStart: tile.top }}
      onLoad={() => {
        tileLoaded();
        status?.loaded();
      }}
      onError={() => {
        setFailed(true);
        // Counted as settled so pigeon-maps does not keep the previous zoom's tiles waiting for it.
        tileLoaded();
        status?.failed();
      }}
    />
  );
};

/** The route as an SVG path in pigeon-maps' pixel space (rendered as a pigeon child, which receives the projection). */
function RouteLine({ points, latLngToPixel, mapState }: PigeonProps & { points: LatLngPoint[] }) {
  if (!latLngToPixel || !mapState || mapState.width <= 0 || mapState.height <= 0 || points.length < 2) return null;
  const d = points
    .map((point, index) => {
      const [x, y] = latLngToPixel([point.lat, point.lng]);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join('');
  return (
    <svg width={mapState.width} height={mapState.height} className={styles.route} aria-hidden="true" focusable="false">
      <path d={d} />
      <path d={d} />
    </svg>
  );
}

/** A marker; pigeon-maps positions it from its `anchor` and `offset` props (the pin's tip sits on the point). */
function MarkerPin({ marker, left, top }: PigeonProps & { marker: MapMarker }) {
  return (
    <Overlay left={left} top={top}>
      <span className={cx(styles.marker, styles.markerTones[marker.tone ?? 'brand'])} role="img" aria-label={marker.label} title={marker.label}>
        <Icon name="pin" size={MARKER_SIZE} filled />
      </span>
    </Overlay>
  );
}

export default function MapImpl({ label, center, zoom, height, markers = [], pickCenter = false, onCenterChange, route, tileUrl = DEFAULT_TILE_URL, attribution, controls, className }: MapViewProps) {
  const hintId = useId();
  const [view, setView] = useState({ center, zoom: clampZoom(zoom) });
  const [props, setProps] = useState({ center, zoom });
  // Whether the customer has dragged, pinched or scrolled the map since the parent last placed it. Only such
  // moves are reported: the map's own late reports of where it was (its bounds sync is debounced, and a slow
  // phone can deliver one after the parent moved the map) must never pull it back from a place just chosen.
  const [touched, setTouched] = useState(false);
  // A new centre or zoom from the parent (e.g. "use current location") moves the map.
  if (!samePoint(props.center, center) || props.zoom !== zoom) {
    setProps({ center, zoom });
    setView({ center, zoom: clampZoom(zoom) });
    setTouched(false);
  }

  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 });
  const status = useMemo<TileStatus>(
    () => ({
      loaded: () => setTiles((current) => ({ ...current, loaded: current.loaded + 1 })),
      failed: () => setTiles((current) => ({ ...current, failed: current.failed + 1 })),
    }),
    [],
  );

  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const report = useRef(onCenterChange);
  useEffect(() => {
    report.current = onCenterChange;
  }, [onCenterChange]);
  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const moveTo = (next: { center: LatLngPoint; zoom: number }, immediate: boolean) => {
    setView(next);
    clearTimeout(settleTimer.current);
    if (immediate) report.current?.(next.center, next.zoom);
    else settleTimer.current = setTimeout(() => report.current?.(next.center, next.zoom), SETTLE_MS);
  };

  const zoomBy = (delta: number) => moveTo({ center: view.center, zoom: clampZoom(view.zoom + delta) }, true);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const pans: Record<string, [number, number]> = { ArrowLeft: [-PAN_STEP_PX, 0], ArrowRight: [PAN_STEP_PX, 0], ArrowUp: [0, -PAN_STEP_PX], ArrowDown: [0, PAN_STEP_PX] };
    const pan = pans[event.key];
    if (pan) {
      event.preventDefault();
      moveTo({ center: panBy(view.center, view.zoom, pan[0], pan[1]), zoom: view.zoom }, false);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomBy(1);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoomBy(-1);
    }
  };

  const showAttribution = attribution ?? (tileUrl === DEFAULT_TILE_URL ? t('ui.mapAttribution') : null);
  const tilesUnavailable = tiles.failed > 0 && tiles.loaded === 0;

  return (
    <div
      className={cx(styles.frame, className)}
      style={{ blockSize: height }}
      role="region"
      aria-label={label}
      aria-describedby={pickCenter ? hintId : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {pickCenter ? (
        <span id={hintId} className={visuallyHidden}>
          {t('ui.mapPickHint')}
        </span>
      ) : null}
      <TileStatusContext.Provider value={status}>
        <div className={styles.canvas} onPointerDown={() => setTouched(true)} onWheel={() => setTouched(true)}>
          <PigeonMap
            height={height}
            center={[view.center.lat, view.center.lng]}
            zoom={view.zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            provider={(x, y, z) => tileUrlFor(tileUrl, x, y, z)}
            dprs={[]}
            tileComponent={TileImage}
            attribution={false}
            onBoundsChanged={({ center: next, zoom: nextZoom, initial }) => {
              const point = { lat: next[0], lng: next[1] };
              if (initial || !touched || (samePoint(point, view.center) && nextZoom === view.zoom)) return;
              moveTo({ center: point, zoom: nextZoom }, false);
            }}
          >
            {route && route.length > 1 ? <RouteLine points={route} /> : null}
            {markers.map((marker) => (
              <MarkerPin key={marker.id} marker={marker} anchor={[marker.lat, marker.lng]} offset={[MARKER_SIZE / 2, MARKER_SIZE]} />
            ))}
          </PigeonMap>
        </div>
      </TileStatusContext.Provider>
      {tilesUnavailable ? (
        <p className={styles.notice}>
          <Icon name="wifiOff" size={14} />
          {t('ui.mapTilesUnavailable')}
        </p>
      ) : null}
      {pickCenter ? (
        <span className={styles.centerPin} aria-hidden="true">
          <Icon name="pin" size={40} filled />
        </span>
      ) : null}
      <div className={styles.controls}>
        <IconButton icon="zoomIn" label={t('ui.zoomIn')} variant="secondary" size="sm" className={styles.control} onPress={() => zoomBy(1)} isDisabled={view.zoom >= MAX_ZOOM} />
        <IconButton icon="zoomOut" label={t('ui.zoomOut')} variant="secondary" size="sm" className={styles.control} onPress={() => zoomBy(-1)} isDisabled={view.zoom <= MIN_ZOOM} />
        {controls}
      </div>
      {showAttribution ? <small className={styles.attribution}>{showAttribution}</small> : null}
    </div>
  );
}
