export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The delivery radius in kilometres. The unit is the owner's free text (default 'KiloMeter'); any
 * unit naming miles counts as miles, everything else as kilometres.
 */
export function radiusKm(radius: number, unitType: string): number {
  return /mile/i.test(unitType) ? radius * KM_PER_MILE : radius;
}

/** Whether a delivery location is inside the radius around the business. */
export function isWithinDeliveryRadius(
  business: Coordinates,
  customer: Coordinates,
  radius: number,
  unitType: string,
): boolean {
  return distanceKm(business, customer) <= radiusKm(radius, unitType);
}
