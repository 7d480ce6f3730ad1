import type { BusinessKind } from '@scanorder/shared/account/services';
import { WEEKDAYS } from '@scanorder/shared/business/hours';
import type { InjectOptions } from 'fastify';
import type { TestClient } from './harness.ts';

type InjectPayload = InjectOptions['payload'];

/** A complete OVERVIEW form of a restaurant, as the web app sends it. */
export function restaurantDetails(overrides: Record<string, unknown> = {}) {
  return {
    businessOwnerLegalName: 'Priya Raman',
    businessName: 'Spice Route Kitchen',
    businessType: 'Local Store',
    businessDescription: 'South Indian meals, dosas and filter coffee since 1998.',
    countryCode: '+91',
    mobileNo: '9876543210',
    whatsAppSameAsMobileNo: true,
    menuCurrency: 'INR',
    websiteUrl: 'https://spiceroute.example.com',
    timeZone: 'Asia/Kolkata',
    businessAddress: '12 Race Course Road, Coimbatore',
    placeId: 'ChIJ-test-place',
    latitude: 11.0,
    longitude: 76.96,
    ...overrides,
  };
}

export function groceryDetails(overrides: Record<string, unknown> = {}) {
  return {
    businessOwnerLegalName: 'Arun Kumar',
    businessName: 'Fresh Basket',
    businessType: 'Enterprise',
    businessDescription: 'Fresh produce and daily essentials.',
    countryCode: '+1',
    mobileNo: '2025550143',
    whatsAppSameAsMobileNo: false,
    whatsAppCountryCode: '+1',
    whatsAppMobileNo: '2025550199',
    menuCurrency: 'USD',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

export const detailsOf = (kind: BusinessKind) =>
  kind === 'restaurant' ? restaurantDetails() : groceryDetails();

/** Open every day 09:00-17:00, Monday with a split shift. */
export function weekHours() {
  return WEEKDAYS.map((day) => ({
    day,
    closed: day === 'Sunday',
    intervals:
      day === 'Monday'
        ? [
            { open: '17:00', close: '22:00' },
            { open: '11:00', close: '14:30' },
          ]
        : [{ open: '09:00', close: '17:00' }],
  }));
}

export function put(client: TestClient, url: string, payload?: unknown) {
  return client.request({ method: 'PUT', url, payload: payload as InjectPayload });
}

export function patch(client: TestClient, url: string, payload?: unknown) {
  return client.request({ method: 'PATCH', url, payload: payload as InjectPayload });
}

export function del(client: TestClient, url: string) {
  return client.request({ method: 'DELETE', url });
}

/** Saves the business details of a kind; fails the test if that is refused. */
export async function setUpBusiness(client: TestClient, kind: BusinessKind) {
  const response = await put(client, `/api/v1/businesses/${kind}`, detailsOf(kind));
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`business setup failed: ${response.body}`);
  return response.json<{ id: string; categories: string[] }>();
}

export async function accountIdOf(client: TestClient): Promise<string> {
  const me = await client.get('/api/v1/me');
  return me.json<{ account: { id: string } }>().account.id;
}
