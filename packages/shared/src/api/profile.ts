import {
  changePasswordInputSchema,
  changePasswordResultSchema,
} from '../profile/change-password.ts';
import {
  profilePictureSchema,
  profileSchema,
  profileUpdateInputSchema,
} from '../profile/profile.ts';
import { ownerLanguageInputSchema, ownerLanguageResultSchema } from '../account/owner-language.ts';
import { defineRoute, errorResponses } from './contract.ts';

const PROFILE = '/api/v1/profile';
const refusals = errorResponses([400, 401, 403]);

/** The signed-in user's own profile, password and picture (PROFILE page). */
export const profileRoutes = {
  get: defineRoute({
    method: 'GET',
    path: PROFILE,
    summary: 'The signed-in user’s profile and which form they may edit',
    schema: { response: { 200: profileSchema, ...refusals } },
  }),
  update: defineRoute({
    method: 'PUT',
    path: PROFILE,
    summary:
      'Update own names and mobile; admins may also set the service name (enables it) and the idle timeout',
    schema: { body: profileUpdateInputSchema, response: { 200: profileSchema, ...refusals } },
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: `${PROFILE}/password`,
    summary: 'Change own password; every session of the user ends, this one included',
    schema: {
      body: changePasswordInputSchema,
      response: { 200: changePasswordResultSchema, ...refusals },
    },
  }),
  setLanguage: defineRoute({
    method: 'PUT',
    path: `${PROFILE}/language`,
    summary:
      'Set own app language (en or es): the language of the emails sent to the user and of the app on a device they sign in on',
    schema: {
      body: ownerLanguageInputSchema,
      response: { 200: ownerLanguageResultSchema, ...refusals },
    },
  }),
  /** A multipart body (one picture): the server documents it, the web app sends the file. */
  uploadPicture: defineRoute({
    method: 'POST',
    path: `${PROFILE}/picture`,
    summary:
      'Upload a profile picture (multipart, one png/jpg/jpeg/gif file, name ≤ 70 characters, ≤ 1,000,000 bytes)',
    schema: {
      response: { 200: profilePictureSchema, ...errorResponses([400, 401, 403, 413, 415]) },
    },
  }),
  removePicture: defineRoute({
    method: 'DELETE',
    path: `${PROFILE}/picture`,
    summary: 'Remove the profile picture',
    schema: { response: { 200: profilePictureSchema, ...refusals } },
  }),
};
