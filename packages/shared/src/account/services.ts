/** The two services an account can run on the one engine. */
export const SERVICE_NAMES = ['Restaurant', 'Grocery'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const BUSINESS_KINDS = ['restaurant', 'grocery'] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

export function kindOfService(name: ServiceName): BusinessKind {
  return name === 'Restaurant' ? 'restaurant' : 'grocery';
}

export const SERVICE_DESCRIPTIONS: Record<ServiceName, string> = {
  Restaurant:
    'Digital menu, QR codes per table, dine-in, pickup and delivery orders for restaurants, food trucks and virtual kitchens.',
  Grocery:
    'A searchable product catalogue with variants, QR codes per store or customer, and pickup or delivery orders for grocery stores.',
};

/** Members log in with a generated user name; this domain turns it into their sign-in email. */
export const DEFAULT_MEMBER_EMAIL_DOMAIN = 'members.scanorder.app';

export const ROLES = ['admin', 'manager', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const TRIAL_DAYS = 14;
export const APP_VERSION = '1.0.2';
