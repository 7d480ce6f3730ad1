import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CheckoutSession, CheckoutSessionInput } from '@scanorder/shared/billing/checkout';
import type { BillingPrice } from '@scanorder/shared/billing/prices';
import { errorMessageOf } from '../../../api/client.ts';
import { useToast } from '../../../lib/use-toast.ts';
import {
  checkoutStatusQuery,
  completeLocalCheckout,
  createCheckout,
  subscriptionQuery,
} from '../api/billing-api.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface StartedCheckout {
  session: CheckoutSession;
  /** The plan being bought (subscription mode). */
  plan: BillingPrice | null;
}

/**
 * docs/product/plans-and-limits.md, checkout status: null (closed), open (new subscription), payment (update
 * payment details), complete, error. "checking" is the moment the returned session is read.
 */
export type CheckoutView =
  | { status: null }
  | { status: 'open' | 'payment'; checkout: StartedCheckout }
  | { status: 'checking' }
  | { status: 'complete'; customerEmail: string | null }
  | { status: 'error' };

export const SESSION_PARAM = 'session_id';
export const PRICE_PARAM = 'priceId';

/**
 * The checkout dialog's state. A finished checkout comes back as ?session_id=...&priceId=... (Stripe
 * redirects there; the test-mode checkout puts them there itself), and its status is read from it.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedSessionId = searchParams.get(SESSION_PARAM);
  const [started, setStarted] = useState<StartedCheckout | null>(null);
  const [failed, setFailed] = useState(false);

  const status = useQuery({
    ...checkoutStatusQuery(returnedSessionId ?? ''),
    enabled: returnedSessionId !== null,
  });
  useEffect(() => {
    if (status.error) toast.error(errorMessageOf(status.error));
  }, [status.error, toast]);

  const start = useMutation({
    mutationFn: async ({
      input,
      plan,
    }: {
      input: CheckoutSessionInput;
      plan: BillingPrice | null;
    }) => ({ session: await createCheckout(input), plan }) satisfies StartedCheckout,
    onSuccess: (checkout) => {
      setFailed(false);
      setStarted(checkout);
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  const completeLocal = useMutation({
    mutationFn: (checkout: StartedCheckout) => completeLocalCheckout(checkout.session.sessionId),
    onSuccess: (billing, checkout) => {
      queryClient.setQueryData(subscriptionQuery.queryKey, billing);
      setStarted(null);
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(SESSION_PARAM, checkout.session.sessionId);
          if (checkout.plan) next.set(PRICE_PARAM, checkout.plan.priceId);
          return next;
        },
        { replace: true },
      );
    },
    onError: (error) => {
      toast.error(errorMessageOf(error));
      setFailed(true);
    },
  });

  const fail = useCallback(
    (message: string) => {
      toast.error(message);
      setFailed(true);
    },
    [toast, setFailed],
  );

  const close = () => {
    setStarted(null);
    setFailed(false);
    if (searchParams.has(SESSION_PARAM) || searchParams.has(PRICE_PARAM)) {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(SESSION_PARAM);
          next.delete(PRICE_PARAM);
          return next;
        },
        { replace: true },
      );
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  };

  let view: CheckoutView = { status: null };
  if (failed) view = { status: 'error' };
  else if (returnedSessionId !== null) {
    if (status.isPending) view = { status: 'checking' };
    else if (status.data?.status === 'complete')
      view = { status: 'complete', customerEmail: status.data.customerEmail };
    else view = { status: 'error' };
  } else if (started) {
    view = {
      status: started.session.mode === 'subscription' ? 'open' : 'payment',
      checkout: started,
    };
  }

  return {
    view,
    start: start.mutate,
    /** The mode of the checkout being created, while it is. */
    startingMode: start.isPending ? (start.variables?.input.mode ?? null) : null,
    completeLocal: completeLocal.mutate,
    completing: completeLocal.isPending,
    fail,
    close,
  };
}
