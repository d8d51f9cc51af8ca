/**
 * Zones and modules for the bootstrap sequence (contract §1.3): which zones contain a point
 * (`config/get-zone-id`, smallest first, with modules and pivots), the zone list and point check, and the
 * module list for the header zones. The map proxies are the maps plugin (routes/maps/).
 */
import type { RoutePlugin } from '../../http/route-scope';
import { pointInRing } from '../../geo/geometry';
import { optionalZoneIds } from '../../http/context';
import { errorList } from '../../http/errors';
import { inputOf, validate } from '../../http/input';
import { activeZones, modulesForZones, pausedZones, ringOf, zoneIdsContaining, zoneJson, zonesContaining } from '../../services/zones/zones';
import { pointFrom } from '../maps';

export const zoneRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/v1/config/get-zone-id', (request) => {
    const at = pointFrom(inputOf(request));
    const zones = zonesContaining(ctx.db, at);
    if (zones.length === 0) {
      const inactive = pausedZones(ctx.db).some((zone) => pointInRing(at, ringOf(zone)));
      throw errorList(inactive ? 403 : 404, 'coordinates', inactive ? 'Service is paused in this area' : 'Service not available in this area');
    }
    return { zone_id: JSON.stringify(zones.map((zone) => zone.id)), zone_data: zones.map((zone) => zoneJson(request, ctx.db, zone)) };
  });

  app.get('/api/v1/zone/list', (request) => activeZones(ctx.db).map((zone) => zoneJson(request, ctx.db, zone, false)));

  app.get('/api/v1/zone/check', (request) => {
    const input = inputOf(request);
    const at = pointFrom(input);
    validate(input, { zone_id: 'required|integer' });
    return zoneIdsContaining(ctx.db, at).includes(Number(input.zone_id));
  });

  app.get('/api/v1/module', (request) => {
    const headerZones = optionalZoneIds(request);
    const queryZone = inputOf(request).zone_id;
    const zones = headerZones ?? (queryZone !== undefined && /^\d+$/.test(String(queryZone)) ? [Number(queryZone)] : null);
    return modulesForZones(request, ctx.db, zones);
  });

};
