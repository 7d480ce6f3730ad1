/** Spec 02 section 2: the owner tabs, then the service tabs (QR-CODES, ORDERS, SERVICE SETTINGS). */
export const BUSINESS_TABS = [
  { key: 'overview', label: 'OVERVIEW' },
  { key: 'logo', label: 'LOGO' },
  { key: 'menu', label: 'MENU' },
  { key: 'hours', label: 'HOURS/CLOSURES' },
  { key: 'pickup-delivery', label: 'PICKUP/DELIVERY' },
  { key: 'order-settings', label: 'ORDER SETTINGS' },
  { key: 'status', label: 'STATUS' },
  { key: 'qr-codes', label: 'QR-CODES' },
  { key: 'orders', label: 'ORDERS' },
  // Issue 25: sales figures for admins and managers (members see MENU and ORDERS only).
  { key: 'reports', label: 'REPORTS' },
  { key: 'service-settings', label: 'SERVICE SETTINGS' },
] as const;

export type BusinessTabKey = (typeof BUSINESS_TABS)[number]['key'];

/** Members run the orders board and menu availability only (docs/product/roles.md): MENU and ORDERS. */
export function tabsFor(canManage: boolean) {
  return canManage
    ? BUSINESS_TABS
    : BUSINESS_TABS.filter((tab) => tab.key === 'menu' || tab.key === 'orders');
}

export function isTabKey(value: string | null): value is BusinessTabKey {
  return BUSINESS_TABS.some((tab) => tab.key === value);
}

/** The current search with `tab` set, keeping `memberId` and anything else already there. */
export function searchWithTab(search: URLSearchParams | string, tab: BusinessTabKey): string {
  const next = new URLSearchParams(search);
  next.set('tab', tab);
  return `?${next.toString()}`;
}
