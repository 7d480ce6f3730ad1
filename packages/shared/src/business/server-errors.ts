import type { BusinessKind } from '../account/services.ts';
import { policyOf } from './kind-policy.ts';

/**
 * docs/product/fields.md: what the web app's error toast says when a call fails, followed by the
 * underlying message. The API answers with precise error envelopes; these are the toast prefixes.
 */
export function serverErrorsOf(kind: BusinessKind) {
  const label = policyOf(kind).label;
  return {
    saveRecords: `Server Error While Saving ${label} Records!`,
    saveQrCode: `Server Error While Saving ${label} QR Code Records!`,
    retrieveQrCodes: `Server Error While retrieving ${label} Qr Code Records`,
    deleteQrCode: `Server Error While ${label} Qr Code Record`,
    deleteMenuItem: `Server Error While Deleting ${label} menu item!`,
    insertMenuItem: `Server Error While Inserting ${label} Menu!`,
    updateMenuItem: `Server Error While Update ${label} Menu!`,
    getMenuItems: policyOf(kind).menuListError,
    getMenuTotalCount: `Server Error While getting total count for the ${label} menu item`,
    uploadMenuImage: `Server Error While Upload ${label} Menu Logo!`,
    updateMenuImage: `Server Error While Upload - (Update) ${label} Menu Logo!`,
    uploadLogo: `Server Error While upload ${label} Logo`,
    createOrders: `Server Error While Creating ${label} Orders!`,
    updateOrders: `Server Error While Updating ${label} Orders!`,
    retrieveCustomerOrder: 'Server Error While retrieving Customer Order Records',
    retrieveTodayOrders: `Server Error While retrieving Today ${kind} orders!`,
    retrieveHistory: `Server Error While retrieving ${label} History of Records`,
    saveOrderMenuItems: `Server Error While saving ${label} order menu items`,
    validatePin: `Server Error While validating ${label} password`,
  } as const;
}

export type ServerErrors = ReturnType<typeof serverErrorsOf>;
