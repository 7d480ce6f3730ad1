/** Where an order waiting to be sent is kept: one per business branch, like the cart. */
export const pendingOrderKey = (accountId: string, businessId: string, branchId: string) =>
  `scanorder.pending-order.${accountId}.${businessId}.${branchId}`;
