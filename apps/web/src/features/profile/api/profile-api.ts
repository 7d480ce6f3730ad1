import { queryOptions } from '@tanstack/react-query';
import {
  changePasswordResultSchema,
  type ChangePasswordInput,
} from '@scanorder/shared/profile/change-password';
import {
  profilePictureSchema,
  profileSchema,
  type ProfileUpdateInput,
} from '@scanorder/shared/profile/profile';
import { apiGet, apiPost, apiRequest } from '../../../api/client.ts';
import { uploadImage } from '../../../api/upload.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const PROFILE_PATH = '/api/v1/profile';

export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => apiGet(PROFILE_PATH, profileSchema, signal),
});

export function updateProfile(input: ProfileUpdateInput) {
  return apiRequest(PROFILE_PATH, { method: 'PUT', body: input, schema: profileSchema });
}

export function changePassword(input: ChangePasswordInput) {
  return apiPost(`${PROFILE_PATH}/password`, input, changePasswordResultSchema);
}

export function removeProfilePicture() {
  return apiRequest(`${PROFILE_PATH}/picture`, { method: 'DELETE', schema: profilePictureSchema });
}

/** Sends the picture as multipart form data; `onProgress` gets 0 to 100 as the bytes leave. */
export const uploadProfilePicture = (file: File, onProgress: (percent: number) => void) =>
  uploadImage(`${PROFILE_PATH}/picture`, file, { schema: profilePictureSchema, onProgress });
