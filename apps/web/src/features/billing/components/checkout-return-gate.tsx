import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { SESSION_PARAM } from '../hooks/use-checkout.ts';

/**
 * Checkout returns to /:userId/overview?session_id=...&priceId=... (docs/product/screens.md): arriving
 * with a session opens SUBSCRIPTIONS, which shows how the checkout went.
 */
export function CheckoutReturnGate({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const { userId = '' } = useParams();
  if (searchParams.has(SESSION_PARAM))
    return (
      <Navigate
        to={`/${encodeURIComponent(userId)}/subscriptions?${searchParams.toString()}`}
        replace
      />
    );
  return children;
}
