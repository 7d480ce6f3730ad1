import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushMessage } from '@scanorder/shared/ordering/board';
import type { StoredPushSubscription } from './push.repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** `gone`: the push service says the subscription no longer exists (404/410); forget it. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSenderOptions {
  keys: VapidKeys;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
}

/**
 * Sends one Web Push (RFC 8030) with an aes128gcm-encrypted JSON payload (RFC 8291) and a VAPID
 * signature (RFC 8292). web-push builds the request; it is sent with fetch, so nothing here
 * assumes https (a local push service in tests speaks plain http).
 */
export function createPushSender({ keys, logger, timeoutMs = 10_000 }: PushSenderOptions) {
  return async function send(
    subscription: StoredPushSubscription,
    message: PushMessage,
    options: { topic?: string } = {},
  ): Promise<PushOutcome> {
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
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ?? undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.ok) return 'sent';
      logger.warn(
        { status: response.status, endpoint: new URL(details.endpoint).origin },
        'push refused',
      );
      return 'failed';
    } catch (error) {
      logger.warn({ err: error, endpoint: new URL(details.endpoint).origin }, 'push not delivered');
      return 'failed';
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
