/**
 * The tab groups (issue 19): Service is what the team runs all day and comes first, so ORDERS is
 * always in view; Setup is the rest, scrolling on narrow screens.
 */
export const TAB_GROUPS = ['service', 'setup'] as const;
export type TabGroup = (typeof TAB_GROUPS)[number];
export const TAB_GROUP_LABELS: Record<TabGroup, string> = { service: 'Service', setup: 'Setup' };

/**
 * A business's tabs (docs/product/screens.md), each in its group (add a tab here with its group and
 * it shows), in their listed order within a group.
 */
export const BUSINESS_TABS = [
  { key: 'overview', label: 'OVERVIEW', group: 'setup' },
  { key: 'logo', label: 'LOGO', group: 'setup' },
  { key: 'menu', label: 'MENU', group: 'setup' },
  // Issue 22: the menu in the guests' languages.
  { key: 'translations', label: 'TRANSLATIONS', group: 'setup' },
  { key: 'hours', label: 'HOURS/CLOSURES', group: 'setup' },
  { key: 'pickup-delivery', label: 'PICKUP/DELIVERY', group: 'setup' },
  { key: 'order-settings', label: 'ORDER SETTINGS', group: 'setup' },
  { key: 'status', label: 'STATUS', group: 'setup' },
  { key: 'qr-codes', label: 'QR-CODES', group: 'service' },
  { key: 'orders', label: 'ORDERS', group: 'service' },
  // Issue 25: sales figures for admins and managers (members see MENU and ORDERS only).
  { key: 'reports', label: 'REPORTS', group: 'service' },
  { key: 'service-settings', label: 'SERVICE SETTINGS', group: 'setup' },
] as const satisfies readonly { key: string; label: string; group: TabGroup }[];

export type BusinessTabKey = (typeof BUSINESS_TABS)[number]['key'];
export type BusinessTab = (typeof BUSINESS_TABS)[number];

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
