import { randomUUID } from 'node:crypto';
import { assertUncommonPassword } from '../../auth/common-passwords.ts';
import { PROFILE_PICTURE_RULES } from '@scanorder/shared/validation/upload-rules';
import { SERVICE_NAMES, type ServiceName } from '@scanorder/shared/account/services';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import { AppError } from '@scanorder/shared/errors/app-error';
import type { ChangePasswordInput } from '@scanorder/shared/profile/change-password';
import type { OwnerLanguage } from '@scanorder/shared/account/owner-language';
import {
  profileMessages,
  type Profile,
  type ProfileUpdateInput,
} from '@scanorder/shared/profile/profile';
import { processImage, type UploadedFile } from '../../images/process-image.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { SignIns } from '../../auth/sign-ins.ts';
import type { ProfileRepository } from './profile.repository.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';

export interface ProfileServiceOptions {
  profiles: ProfileRepository;
  signIns: SignIns;
  storage: FileStorage;
}

const PICTURE_SIZE = 256;

const isServiceName = (name: string): name is ServiceName =>
  (SERVICE_NAMES as readonly string[]).includes(name);

/**
 * The profile page (docs/product/screens.md, docs/product/fields.md): own names and phone for everyone; the service and
 * the account's idle timeout for admins only; password change; profile picture.
 */
export function createProfileService({ profiles, signIns, storage }: ProfileServiceOptions) {
  async function load(tenant: TenantContext) {
    const row = await profiles.find(tenant);
    if (!row) throw new AppError('FORBIDDEN', authMessages.notAuthorizedMember);
    return row;
  }

  /** Our key behind a stored picture URL of this account, or null for anything else. */
  function ownPictureKey(tenant: TenantContext, url: string | null): string | null {
    const prefix = storage.urlOf(`${tenant.accountId}/profile/`);
    if (!url?.startsWith(prefix)) return null;
    return `${tenant.accountId}/profile/${url.slice(prefix.length)}`;
  }

  async function get(tenant: TenantContext): Promise<Profile> {
    const { user, member, account } = await load(tenant);
    const main = account.enabledServices.find(isServiceName) ?? null;
    return {
      userId: user.id,
      memberId: member.id,
      email: user.email,
      firstName: user.firstName || member.firstName,
      lastName: user.lastName || member.lastName,
      countryCode: user.countryCode ?? member.countryCode,
      mobileNo: user.mobileNo ?? member.mobileNo,
      image: user.image,
      role: member.role,
      isOwner: member.isOwner,
      userName: member.userName,
      serviceName: main,
      idleTimeoutMinutes: account.idleTimeoutMinutes,
      signOutOnHiddenTab: account.signOutOnHiddenTab,
      form: member.role === 'admin' ? 'admin' : 'member',
    };
  }

  return {
    get,

    /** The signed-in user's own language: their emails and a new device's app (decision 051). */
    async setLanguage(
      tenant: TenantContext,
      language: OwnerLanguage,
    ): Promise<{ language: OwnerLanguage }> {
      await load(tenant);
      await profiles.setLanguage(tenant, language);
      return { language };
    },

    /**
     * Saves names and phone. The service name (admin only) enables that service and makes it the
     * account's main one; services enabled before stay enabled, so no business is hidden.
     */
    async update(tenant: TenantContext, input: ProfileUpdateInput): Promise<Profile> {
      const touchesAccount =
        input.serviceName !== undefined ||
        input.idleTimeoutMinutes !== undefined ||
        input.signOutOnHiddenTab !== undefined;
      if (touchesAccount && tenant.role !== 'admin')
        throw new AppError('FORBIDDEN', profileMessages.adminOnly);
      await profiles.updateOwnDetails(tenant, {
        firstName: input.firstName,
        lastName: input.lastName,
        countryCode: input.countryCode,
        mobileNo: input.mobileNo,
      });
      if (touchesAccount) {
        const { account } = await load(tenant);
        await profiles.updateAccountSettings(tenant, {
          ...(input.serviceName
            ? {
                enabledServices: [
                  input.serviceName,
                  ...account.enabledServices.filter((name) => name !== input.serviceName),
                ],
              }
            : {}),
          ...(input.idleTimeoutMinutes !== undefined
            ? { idleTimeoutMinutes: input.idleTimeoutMinutes }
            : {}),
          ...(input.signOutOnHiddenTab !== undefined
            ? { signOutOnHiddenTab: input.signOutOnHiddenTab }
            : {}),
        });
      }
      return get(tenant);
    },

    /**
     * Checks the email and old password, sets the new one and ends every session of the user,
     * this one included: they sign in again with the new password.
     */
    async changePassword(tenant: TenantContext, input: ChangePasswordInput): Promise<void> {
      const { user, member } = await load(tenant);
      const ownEmails = [user.email, member.emailAddress]
        .filter(Boolean)
        .map((email) => email!.toLowerCase());
      if (!ownEmails.includes(input.email))
        throw new AppError('VALIDATION_FAILED', profileMessages.emailMismatch, 'email');
      if (!(await signIns.verifyPassword(user.id, input.oldPassword))) {
        throw new AppError('VALIDATION_FAILED', authMessages.incorrectPassword, 'oldPassword');
      }
      assertUncommonPassword(input.newPassword, 'newPassword');
      await signIns.setPassword(user.id, input.newPassword);
      await signIns.endSessions(user.id);
    },

    /** Re-encodes the picture as a 256 px square WebP, stores it, then deletes the previous file. */
    async setPicture(tenant: TenantContext, file: UploadedFile): Promise<{ image: string }> {
      const image = await processImage(file, {
        maxSize: PICTURE_SIZE,
        square: true,
        rules: PROFILE_PICTURE_RULES,
      });
      const { user } = await load(tenant);
      const key = `${tenant.accountId}/profile/${randomUUID()}.webp`;
      await storage.put(key, image, 'image/webp');
      const url = storage.urlOf(key);
      await profiles.setImage(tenant, url);
      const previous = ownPictureKey(tenant, user.image);
      if (previous) await storage.delete(previous);
      return { image: url };
    },

    async removePicture(tenant: TenantContext): Promise<{ image: null }> {
      const { user } = await load(tenant);
      await profiles.setImage(tenant, null);
      const previous = ownPictureKey(tenant, user.image);
      if (previous) await storage.delete(previous);
      return { image: null };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
