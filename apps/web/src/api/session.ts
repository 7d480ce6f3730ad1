import { apiPost } from './client.ts';

export function signOut() {
  return apiPost('/api/auth/sign-out', {});
}
