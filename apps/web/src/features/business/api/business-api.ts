import type { BusinessKind } from '@scanorder/shared/account/services';
import type { BusinessStatusInput } from '@scanorder/shared/business/business';
import type { BusinessDetailsInput } from '@scanorder/shared/business/details';
import type { BusinessHours, Closure, MenuTypeHours } from '@scanorder/shared/business/hours';
import type { OrderSettings, PickupDelivery } from '@scanorder/shared/business/settings';
import { orderingPreviewSchema } from '@scanorder/shared/ordering/ordering-preview';
import { onlinePaymentStatusSchema } from '@scanorder/shared/payments/payments';
import { businessPath } from '@scanorder/shared/api/paths';
import { businessSchemaOf as schemaOf } from '../../../api/business.ts';
import { apiRequest } from '../../../api/client.ts';
import { uploadImage } from '../../../api/upload.ts';

/** PUT of the OVERVIEW form: creates the business the first time, replaces its details later. */
export const saveBusinessDetails = (kind: BusinessKind, input: BusinessDetailsInput) =>
  apiRequest(businessPath(kind), { method: 'PUT', body: input, schema: schemaOf(kind) });

const putSection = (kind: BusinessKind, section: string, body: unknown) =>
  apiRequest(`${businessPath(kind)}/${section}`, { method: 'PUT', body, schema: schemaOf(kind) });

export const saveHours = (kind: BusinessKind, hours: BusinessHours) =>
  putSection(kind, 'hours', { hours });
export const saveClosures = (kind: BusinessKind, closures: Closure[]) =>
  putSection(kind, 'closures', { closures });
export const saveMenuTypeHours = (kind: BusinessKind, menuTypeHours: MenuTypeHours) =>
  putSection(kind, 'menu-type-hours', menuTypeHours);
export const savePickupDelivery = (kind: BusinessKind, settings: PickupDelivery) =>
  putSection(kind, 'pickup-delivery', settings);
export const saveOrderSettings = (kind: BusinessKind, settings: OrderSettings) =>
  putSection(kind, 'order-settings', settings);
export const saveStatus = (kind: BusinessKind, status: BusinessStatusInput) =>
  putSection(kind, 'status', status);

export const uploadLogo = (kind: BusinessKind, file: File, onProgress: (percent: number) => void) =>
  uploadImage(`${businessPath(kind)}/logo`, file, { schema: schemaOf(kind), onProgress });

export const removeLogo = (kind: BusinessKind) =>
  apiRequest(`${businessPath(kind)}/logo`, { method: 'DELETE', schema: schemaOf(kind) });

/** Deletes the account's business of this kind with its branches, menu, QR codes and orders. */
export const deleteBusiness = (kind: BusinessKind) =>
  apiRequest(businessPath(kind), { method: 'DELETE' });

/** Whether guests can order from a store name at a local date and time (default: now). */
export const fetchOrderingPreview = (
  kind: BusinessKind,
  query: { branchId: string; date?: string; time?: string },
) => {
  const params = new URLSearchParams({ branchId: query.branchId });
  if (query.date) params.set('date', query.date);
  if (query.time) params.set('time', query.time);
  return apiRequest(`${businessPath(kind)}/ordering-preview?${params.toString()}`, {
    schema: orderingPreviewSchema,
  });
};

/** ORDER SETTINGS: whether guests are offered online payment now, and if not, why. */
export const fetchOnlinePaymentStatus = (kind: BusinessKind) =>
  apiRequest(`${businessPath(kind)}/online-payment`, { schema: onlinePaymentStatusSchema });
