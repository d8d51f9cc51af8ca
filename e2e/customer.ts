/**
 * Browser-test helpers for a customer's state set up through the API (not through the screens a test is not
 * about): a signed-in demo customer, a rental cart filled on the server, the interface language.
 */
import type { Page } from '@playwright/test';
import { serverNow } from './fixtures';

export const DEMO = { email: 'demo@rideway.test', password: '12345678' };
export const RENTAL_HEADERS = { zoneId: '[3,1]', moduleId: '6' };

/** Signs the demo customer in through the API and stores the token the way the app does. */
export async function signInDemo(page: Page): Promise<string> {
  const login = await (await page.request.post('/api/v1/auth/login', { data: { email_or_phone: DEMO.email, password: DEMO.password, login_type: 'manual', field_type: 'email' } })).json();
  await page.evaluate((token: string) => localStorage.setItem('token', token), login.token as string);
  return login.token as string;
}

/** Tomorrow at 10:00 in Dubai (the operator's clock), as the API takes pickup times. */
export function tomorrowMorning(): string {
  const dubai = new Date(serverNow().getTime() + 4 * 3_600_000 + 86_400_000);
  const day = dubai.toISOString().slice(0, 10);
  return `${day} 10:00 AM`;
}

/** Puts a vehicle in the signed-in customer's (or a guest's) server cart: an hourly trip from Dubai Mall. */
export async function addToServerCart(page: Page, who: { token?: string; guestId?: string }, vehicleId: number, trip: Record<string, unknown> = {}): Promise<void> {
  const response = await page.request.post('/api/v1/rental/user/cart/add-to-cart', {
    headers: { ...RENTAL_HEADERS, ...(who.token ? { Authorization: `Bearer ${who.token}` } : {}) },
    data: {
      ...(who.guestId ? { guest_id: who.guestId } : {}),
      vehicle_id: vehicleId,
      rental_type: 'hourly',
      estimated_hours: 3,
      pickup_time: tomorrowMorning(),
      pickup_location: { lat: 25.1985, lng: 55.2796, location_name: 'Dubai Mall, Downtown Dubai' },
      ...trip,
    },
  });
  if (!response.ok()) throw new Error(`add-to-cart failed: ${response.status()} ${await response.text()}`);
}

/** A guest id from the API, stored the way the app stores it (so a test can fill that guest's cart first). */
export async function useGuest(page: Page): Promise<string> {
  const guest = await (await page.request.post('/api/v1/auth/guest/request')).json();
  const guestId = String(guest.guest_id);
  await page.evaluate((id) => localStorage.setItem('guest_id', id), guestId);
  return guestId;
}

/** The operator's wall clock now (Dubai, UTC+4) in the API's pickup format. */
export function dubaiNow(): string {
  const dubai = new Date(serverNow().getTime() + 4 * 3_600_000);
  const hours = dubai.getUTCHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${dubai.toISOString().slice(0, 10)} ${pad(twelve)}:${pad(dubai.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Stores the interface language (and its direction) before the next load, as the language control does. */
export async function useLanguage(page: Page, language: 'en' | 'ar'): Promise<void> {
  await page.evaluate((code) => {
    localStorage.setItem('language-setting', code);
    localStorage.setItem('direction', code === 'ar' ? 'rtl' : 'ltr');
    localStorage.setItem('country', code === 'ar' ? 'SA' : 'US');
  }, language);
}
