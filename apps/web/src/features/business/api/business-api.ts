import type { BusinessKind } from '@scanorder/shared/account/services';
import type { BusinessStatusInput, MenuLanguageInput } from '@scanorder/shared/business/business';
import type { BusinessDetailsInput } from '@scanorder/shared/business/details';
import type { BusinessHours, Closure, MenuTypeHours } from '@scanorder/shared/business/hours';
import type { OrderSettings, PickupDelivery } from '@scanorder/shared/business/settings';
import { businessRoutes } from '@scanorder/shared/api/business';
import { orderingPreviewRoutes } from '@scanorder/shared/api/ordering';
import { teamPaymentRoutes } from '@scanorder/shared/api/payments';
import { callRoute } from '../../../api/client.ts';
import { uploadToRoute } from '../../../api/upload.ts';

/** PUT of the OVERVIEW form: creates the business the first time, replaces its details later. */
export const saveBusinessDetails = (kind: BusinessKind, input: BusinessDetailsInput) =>
  callRoute(businessRoutes[kind].saveDetails, { body: input });

export const saveHours = (kind: BusinessKind, hours: BusinessHours) =>
  callRoute(businessRoutes[kind].hours, { body: { hours } });
export const saveClosures = (kind: BusinessKind, closures: Closure[]) =>
  callRoute(businessRoutes[kind].closures, { body: { closures } });
export const saveMenuTypeHours = (kind: BusinessKind, menuTypeHours: MenuTypeHours) =>
  callRoute(businessRoutes[kind].menuTypeHours, { body: menuTypeHours });
export const savePickupDelivery = (kind: BusinessKind, settings: PickupDelivery) =>
  callRoute(businessRoutes[kind].pickupDelivery, { body: settings });
export const saveOrderSettings = (kind: BusinessKind, settings: OrderSettings) =>
  callRoute(businessRoutes[kind].orderSettings, { body: settings });
export const saveStatus = (kind: BusinessKind, status: BusinessStatusInput) =>
  callRoute(businessRoutes[kind].status, { body: status });

export const uploadLogo = (kind: BusinessKind, file: File, onProgress: (percent: number) => void) =>
  uploadToRoute(businessRoutes[kind].uploadLogo, file, { onProgress });

export const removeLogo = (kind: BusinessKind) => callRoute(businessRoutes[kind].removeLogo);

/** Deletes the account's business of this kind with its branches, menu, QR codes and orders. */
export const deleteBusiness = (kind: BusinessKind) => callRoute(businessRoutes[kind].delete);

/** Whether guests can order from a store name at a local date and time (default: now). */
export const fetchOrderingPreview = (
  kind: BusinessKind,
  query: { branchId: string; date?: string; time?: string },
) => callRoute(orderingPreviewRoutes[kind], { query });

/** ORDER SETTINGS: whether guests are offered online payment now, and if not, why. */
export const fetchOnlinePaymentStatus = (kind: BusinessKind) =>
  callRoute(teamPaymentRoutes.onlinePayment, { params: { kind } });

export const saveMenuLanguage = (kind: BusinessKind, input: MenuLanguageInput) =>
  callRoute(businessRoutes[kind].menuLanguage, { body: input });
