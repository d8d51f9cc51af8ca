/**
 * The device's current position with the spec's options: low accuracy (fast, kind to batteries) and a
 * 5000 ms timeout. Failures are mapped to translation keys the view shows.
 */
import type { TranslationKey } from '@/lib/i18n';

export const GEOLOCATION_TIMEOUT_MS = 5000;

export class GeolocationFailure extends Error {
  constructor(readonly messageKey: TranslationKey) {
    super(messageKey);
    this.name = 'GeolocationFailure';
  }
}

export function getCurrentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationFailure('bootstrap.geoUnsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => {
        const key: TranslationKey =
          error.code === error.PERMISSION_DENIED ? 'bootstrap.geoDenied' : error.code === error.TIMEOUT ? 'bootstrap.geoTimeout' : 'bootstrap.geoUnavailable';
        reject(new GeolocationFailure(key));
      },
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
