import { apiPost } from './api.ts';

export function signOut() {
  return apiPost('/api/auth/sign-out', {});
}
