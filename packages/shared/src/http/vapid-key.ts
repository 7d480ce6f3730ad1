/**
 * A VAPID public key (base64url, as the server sends it) as the bytes `PushManager.subscribe` wants.
 * Here because the owner app's notifications and the guest's order-status pushes both subscribe, and
 * the guest pages may import only this package.
 */
export function applicationServerKeyOf(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index++) bytes[index] = raw.charCodeAt(index);
  return bytes;
}
