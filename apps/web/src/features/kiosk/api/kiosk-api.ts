import { kioskRoutes } from '@scanorder/shared/api/kiosk';
import {
  pinRefusedSchema,
  type KioskPinInput,
  type KioskSession,
  type PinRefusal,
} from '@scanorder/shared/ordering/board';
import { ApiError, callRoute } from '../../../api/client.ts';

/** This device's kiosk session, or null when there is none (401). */
export async function fetchKioskSession(): Promise<KioskSession | null> {
  try {
    return await callRoute(kioskRoutes.session);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Opens the branch's board on this device with its staff PIN. */
export const openKioskSession = (branchId: string, input: KioskPinInput) =>
  callRoute(kioskRoutes.signIn, { params: { branchId }, body: input });

export const closeKioskSession = () => callRoute(kioskRoutes.signOut);

/** A wrong or locked PIN's tries left or lock, or null for any other failure. */
export function pinRefusalOf(error: unknown): PinRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const refusal = pinRefusedSchema.safeParse(error.body);
  return refusal.success ? refusal.data.pin : null;
}
