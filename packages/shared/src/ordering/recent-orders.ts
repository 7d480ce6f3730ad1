import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.ts';

/** How many of a guest's orders at one business the menu lists. */
export const RECENT_ORDERS_LIMIT = 5;

/** One line of "My recent orders" on the customer menu (docs/product/screens.md: the customer cookie). */
export const recentOrderSchema = z.object({
  id: z.uuid(),
  referenceNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  storeName: z.string(),
  identifier: z.string(),
  totalMinor: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;

/** GET /api/v1/public/menus/.../my-orders: newest first, none without the customer cookie. */
export const recentOrdersSchema = z.object({ orders: z.array(recentOrderSchema) });
export type RecentOrders = z.infer<typeof recentOrdersSchema>;
