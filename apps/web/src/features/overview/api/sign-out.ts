import { apiPost } from '../../../lib/api.ts';

export function signOut() {
  return apiPost('/api/auth/sign-out', {});
}
