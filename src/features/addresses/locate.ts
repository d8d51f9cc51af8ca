/** The device position for the address form's current-location button (spec: low accuracy, 5000 ms). */
import type { TranslationKey } from '@/lib/i18n';

export const LOCATE_TIMEOUT_MS = 5000;

export function locateDevice(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject: (key: TranslationKey) => void) => {
    if (!geolocation) {
      reject('bootstrap.geoUnsupported');
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(error.code === error.PERMISSION_DENIED ? 'bootstrap.geoDenied' : error.code === error.TIMEOUT ? 'bootstrap.geoTimeout' : 'bootstrap.geoUnavailable'),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
