import { queryOptions } from '@tanstack/react-query';
import { profileRoutes } from '@scanorder/shared/api/profile';
import type { ChangePasswordInput } from '@scanorder/shared/profile/change-password';
import type { ProfileUpdateInput } from '@scanorder/shared/profile/profile';
import { callRoute } from '../../../api/client.ts';
import { uploadToRoute } from '../../../api/upload.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => callRoute(profileRoutes.get, { signal }),
});

export const updateProfile = (input: ProfileUpdateInput) =>
  callRoute(profileRoutes.update, { body: input });

export const changePassword = (input: ChangePasswordInput) =>
  callRoute(profileRoutes.changePassword, { body: input });

export const removeProfilePicture = () => callRoute(profileRoutes.removePicture);

/** Sends the picture as multipart form data; `onProgress` gets 0 to 100 as the bytes leave. */
export const uploadProfilePicture = (file: File, onProgress: (percent: number) => void) =>
  uploadToRoute(profileRoutes.uploadPicture, file, { onProgress });
