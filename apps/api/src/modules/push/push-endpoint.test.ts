import { describe, expect, it } from 'vitest';
import { assertPushEndpoint } from './push-endpoint.ts';

describe('push endpoints', () => {
  it('accepts public https push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QA',
    ])
      expect(() => assertPushEndpoint(endpoint, false)).not.toThrow();
  });

  it('refuses http, localhost and private addresses unless allowed', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://localhost/push',
      'https://127.0.0.1/push',
      'https://10.1.2.3/push',
      'https://192.168.0.10/push',
      'https://169.254.169.254/latest',
      'https://[::1]/push',
      'https://user:pw@fcm.googleapis.com/x',
    ])
      expect(() => assertPushEndpoint(endpoint, false), endpoint).toThrow(
        'Please send a valid push endpoint',
      );
    expect(() => assertPushEndpoint('http://127.0.0.1:9000/push', true)).not.toThrow();
  });
});
