import type { Auth } from './auth.ts';

export interface NewMemberSignIn {
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  password: string;
}

/**
 * The few things the team and profile features need from better-auth, done through its own
 * context so passwords are hashed the way sign-in verifies them and sessions end the way
 * better-auth ends them.
 */
export function createSignIns(auth: Auth) {
  return {
    /** A verified user under the member domain with the user name and a credential password. */
    async createMemberUser(input: NewMemberSignIn): Promise<string> {
      const context = await auth.$context;
      const user = await context.internalAdapter.createUser(
        {
          email: input.email,
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
          username: input.userName,
          displayUsername: input.userName,
          emailVerified: true,
        },
        { method: 'email-password' },
      );
      try {
        await context.internalAdapter.linkAccount({
          userId: user.id,
          providerId: 'credential',
          accountId: user.id,
          password: await context.password.hash(input.password),
        });
      } catch (error) {
        await context.internalAdapter.deleteUser(user.id);
        throw error;
      }
      return user.id;
    },

    async verifyPassword(userId: string, password: string): Promise<boolean> {
      const context = await auth.$context;
      const credential = await context.internalAdapter.findCredentialAccount(userId);
      if (!credential?.password) return false;
      return context.password.verify({ hash: credential.password, password });
    },

    async setPassword(userId: string, password: string): Promise<void> {
      const context = await auth.$context;
      await context.internalAdapter.updatePassword(userId, await context.password.hash(password));
    },

    /** Ends every session of the user at once: their next request is refused. */
    async endSessions(userId: string): Promise<void> {
      const context = await auth.$context;
      await context.internalAdapter.deleteUserSessions(userId);
    },
  };
}

export type SignIns = ReturnType<typeof createSignIns>;
