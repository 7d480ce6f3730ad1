import type { FastifyBaseLogger } from 'fastify';
import { Agent, request } from 'undici';
import webpush from 'web-push';
import type { PushMessage } from '@scanorder/shared/ordering/board';
import { assertPushEndpoint, publicOnlyLookup } from './push-endpoint.ts';
import type { StoredPushSubscription } from './push.repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** `gone`: the push service says the subscription no longer exists (404/410); forget it. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSenderOptions {
  keys: VapidKeys;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
  /** A local push service in tests: plain http on a loopback address (PUSH_ALLOW_INSECURE_ENDPOINTS). */
  allowInsecure?: boolean;
}

/**
 * Sends one Web Push (RFC 8030) with an aes128gcm-encrypted JSON payload (RFC 8291) and a VAPID
 * signature (RFC 8292). web-push builds the request; undici sends it through a connection whose DNS
 * lookup refuses private addresses, and the endpoint is checked again against the push services, so
 * a subscription stored earlier or a name that later resolves inward never reaches the inside.
 */
export function createPushSender({
  keys,
  logger,
  timeoutMs = 10_000,
  allowInsecure = false,
}: PushSenderOptions) {
  const dispatcher = new Agent(allowInsecure ? {} : { connect: { lookup: publicOnlyLookup } });
  return async function send(
    subscription: StoredPushSubscription,
    message: PushMessage,
    options: { topic?: string } = {},
  ): Promise<PushOutcome> {
    try {
      assertPushEndpoint(subscription.endpoint, allowInsecure);
    } catch {
      logger.warn(
        { endpoint: subscription.endpoint.slice(0, 60) },
        'push endpoint not a push service',
      );
      return 'gone';
    }
    let details;
    try {
      details = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(message),
        {
          vapidDetails: keys,
          TTL: 24 * 3600,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          ...(options.topic ? { topic: options.topic } : {}),
        },
      );
    } catch (error) {
      // Keys nobody can encrypt for: the subscription can never receive anything.
      logger.warn({ err: error }, 'push subscription unusable');
      return 'gone';
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers))
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    try {
      // undici's request never follows redirects, so a push service cannot bounce us inward.
      const response = await request(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ?? undefined,
        dispatcher,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body.dump().catch(() => undefined);
      const status = response.statusCode;
      if (status === 404 || status === 410) return 'gone';
      if (status >= 200 && status < 300) return 'sent';
      logger.warn({ status, endpoint: new URL(details.endpoint).origin }, 'push refused');
      return 'failed';
    } catch (error) {
      logger.warn({ err: error, endpoint: new URL(details.endpoint).origin }, 'push not delivered');
      return 'failed';
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
