import {
  kioskSessionSchema,
  type KioskPinInput,
  type KioskSession,
} from '@scanorder/shared/ordering/board';
import { ApiError, apiRequest } from '../../../api/client.ts';

/** This device's kiosk session, or null when there is none (401). */
export async function fetchKioskSession(): Promise<KioskSession | null> {
  try {
    return await apiRequest('/api/v1/kiosk/session', { schema: kioskSessionSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Opens the branch's board on this device with its staff PIN. */
export const openKioskSession = (branchId: string, input: KioskPinInput) =>
  apiRequest(`/api/v1/kiosk/branches/${encodeURIComponent(branchId)}/session`, {
    method: 'POST',
    body: input,
    schema: kioskSessionSchema,
  });

export const closeKioskSession = () => apiRequest('/api/v1/kiosk/session', { method: 'DELETE' });
