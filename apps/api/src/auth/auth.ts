import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import type { AuthContext } from 'better-auth';
import { username } from 'better-auth/plugins/username';
import { signUpInputSchema, termsAcceptanceSchema } from '@scanorder/shared/schemas/auth';
import { authMessages } from '@scanorder/shared/account/auth-messages';
import { ownerLanguageOf, ownerLanguageSchema } from '@scanorder/shared/account/owner-language';
import { emailField, isStrongPassword } from '@scanorder/shared/validation/fields';
import { messages } from '@scanorder/shared/validation/messages';
import type { Config } from '../config/env.ts';
import { allowedOrigins } from '../http/origin-check.ts';
import type { Database } from '../db/client.ts';
import { schema } from '../db/tables.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordMail, signInAttemptsMail, verificationMail } from '../mail/templates.ts';
import { commonPasswordMessage, isCommonPassword } from './common-passwords.ts';
import { createSignInThrottle, SIGN_IN_ACCOUNT_POLICY } from './sign-in-throttle.ts';
import type { AccountsRepository } from '../modules/accounts/accounts.repository.ts';
import { unsafeFindMemberSignInEmail } from '../modules/team/team.repository.ts';

/** better-auth sees the client address in this header; our Fastify mount sets it from `request.ip`. */
export const CLIENT_IP_HEADER = 'x-scanorder-client-ip';

export interface AuthDependencies {
  config: Config;
  db: Database;
  mailer: Mailer;
  accounts: AccountsRepository;
  secret: string;
}

const textOf = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const firstNameOf = (user: { name: string }) =>
  textOf((user as { firstName?: unknown }).firstName, user.name);
/** The user's own language (decision 051): their emails are written in it. */
const languageOf = (user: object) => ownerLanguageOf((user as { language?: unknown }).language);

const fail = (
  status:
    'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'UNPROCESSABLE_ENTITY' | 'TOO_MANY_REQUESTS',
  code: string,
  message: string,
) => new APIError(status, { code, message });

/** better-auth's own password routes; passwords change through /api/v1/profile/password only. */
const CLOSED_PASSWORD_PATHS = new Set(['/change-password', '/set-password']);

/** A password nobody has, verified for unknown users so they take as long as wrong passwords. */
const TIMING_PASSWORD = 'timing-equaliser-not-a-password';

/**
 * better-auth brings sessions with sliding expiry, single-use verification and reset tokens, origin
 * checks and rate limits. Our hooks add the spec's distinct messages and create the tenant account.
 */
export function createAuth({ config, db, mailer, accounts, secret }: AuthDependencies) {
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
  const authRule = { window: windowSeconds, max: config.RATE_LIMIT_MAX_AUTH };
  const signInThrottle = createSignInThrottle();
  let timingHash: Promise<string> | undefined;
  const clientOf = (headers: Headers | undefined) => headers?.get(CLIENT_IP_HEADER) ?? '';
  /** One more wrong or refused password; the owner hears of it once, at the policy's threshold. */
  async function countFailure(
    context: { internalAdapter: AuthContext['internalAdapter']; logger: AuthContext['logger'] },
    email: string,
  ) {
    const { notify } = signInThrottle.failed(email, new Date());
    if (!notify || email.endsWith(`@${config.MEMBER_EMAIL_DOMAIN.toLowerCase()}`)) return;
    const found = await context.internalAdapter.findUserByEmail(email);
    if (!found) return;
    await mailer
      .send(
        signInAttemptsMail(
          found.user.email,
          firstNameOf(found.user),
          SIGN_IN_ACCOUNT_POLICY.noticeAt,
          `${config.publicUrl}/reset`,
          languageOf(found.user),
        ),
      )
      .catch((error: unknown) => context.logger.error('sign-in notice not sent', error));
  }

  return betterAuth({
    appName: 'ScanOrder',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: allowedOrigins(config),
    telemetry: { enabled: false },
    logger: { disabled: config.LOG_LEVEL === 'silent' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      // PGlite is one connection: a hook's query would wait forever on an open adapter transaction.
      transaction: false,
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.credentials,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        // The language the app was in at sign-up (checked by the before hook; none from an older
        // client); changed afterwards only through PUT /api/v1/profile/language.
        language: { type: 'string', required: false, input: true },
      },
    },
    session: {
      expiresIn: config.SESSION_TTL_SECONDS,
      updateAge: config.SESSION_UPDATE_AGE_SECONDS,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // One link used ends every other one sent before it.
      onPasswordReset: async ({ user }) => accounts.unsafeDeleteResetTokens(user.id),
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMail(user.email, firstNameOf(user), url, languageOf(user)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, firstNameOf(user), url, languageOf(user)));
      },
    },
    plugins: [username({ minUsernameLength: 2, maxUsernameLength: 100 })],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: windowSeconds,
      max: 200,
      customRules: {
        '/sign-in/email': authRule,
        '/sign-in/username': authRule,
        '/sign-up/email': authRule,
        '/request-password-reset': authRule,
        '/reset-password': authRule,
        '/send-verification-email': authRule,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: 'scanorder',
      // better-auth turns origin and CSRF checks off when NODE_ENV is 'test'; keep them on everywhere
      // so the API tests exercise what production does.
      disableOriginCheck: false,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Names, user names and emails change only through /api/v1/profile and the team endpoints,
        // which keep the members table in step; better-auth's own user updates stay closed.
        if (ctx.path === '/update-user' || ctx.path === '/change-email') {
          throw fail('FORBIDDEN', 'FORBIDDEN', 'Update your details from the Profile page.');
        }
        // The Profile page's own route checks the spec's rules and ends every session of the user;
        // better-auth's would leave the other sessions alive.
        if (CLOSED_PASSWORD_PATHS.has(ctx.path)) {
          throw fail('FORBIDDEN', 'FORBIDDEN', 'Change your password from the Profile page.');
        }
        if (ctx.path === '/sign-up/email') {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const parsed = signUpInputSchema.safeParse({ ...body, confirmPassword: body.password });
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!;
            throw fail('BAD_REQUEST', 'VALIDATION_FAILED', issue.message);
          }
          if (isCommonPassword(parsed.data.password))
            throw fail('BAD_REQUEST', 'VALIDATION_FAILED', commonPasswordMessage);
          // The terms box of the form, not the server, says the owner agreed (and to which version).
          const terms = termsAcceptanceSchema.safeParse(body);
          if (!terms.success)
            throw fail('BAD_REQUEST', 'VALIDATION_FAILED', terms.error.issues[0]!.message);
          // The app's language at sign-up; an older client sends none, which means English.
          if (body.language !== undefined) {
            const language = ownerLanguageSchema.safeParse(body.language);
            if (!language.success)
              throw fail('BAD_REQUEST', 'VALIDATION_FAILED', language.error.issues[0]!.message);
          }
          // Member sign-ins live under the member domain; a public sign-up there would squat a user name.
          if (parsed.data.email.endsWith(`@${config.MEMBER_EMAIL_DOMAIN.toLowerCase()}`)) {
            throw fail('BAD_REQUEST', 'INVALID_EMAIL', authMessages.invalidEmail);
          }
          const existing = await ctx.context.internalAdapter.findUserByEmail(parsed.data.email);
          if (existing)
            throw fail(
              'UNPROCESSABLE_ENTITY',
              'USER_ALREADY_EXISTS',
              authMessages.emailAlreadyUsed,
            );
          // User names belong to team members and are made by their invitation; a public sign-up
          // naming one would squat a pending member's name.
          // (Removed from the body itself: a returned context is merged into it, keeping the keys.)
          delete body.username;
          delete body.displayUsername;
        }
        // better-auth only checks the length of a new password; the spec's rules apply here too.
        if (ctx.path === '/reset-password') {
          const newPassword = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
          const strong = isStrongPassword;
          if (typeof newPassword !== 'string' || newPassword.length > 128 || !strong(newPassword)) {
            throw fail('BAD_REQUEST', 'VALIDATION_FAILED', messages.password);
          }
          if (isCommonPassword(newPassword))
            throw fail('BAD_REQUEST', 'VALIDATION_FAILED', commonPasswordMessage);
        }
        if (ctx.path === '/sign-in/email') {
          const email = emailField.safeParse((ctx.body as { email?: unknown } | undefined)?.email);
          if (!email.success) throw fail('BAD_REQUEST', 'INVALID_EMAIL', authMessages.invalidEmail);
          const existing = await ctx.context.internalAdapter.findUserByEmail(email.data);
          // A team member may sign in with the real email their admin invited; better-auth knows
          // them by their member-domain email, so the request continues with that one.
          const signInEmail = existing
            ? email.data
            : await unsafeFindMemberSignInEmail(db, email.data);
          if (!signInEmail) {
            // As long as checking a wrong password takes, so timing does not tell who has an account.
            timingHash ??= ctx.context.password.hash(TIMING_PASSWORD);
            const password = (ctx.body as { password?: unknown } | undefined)?.password;
            await ctx.context.password.verify({
              hash: await timingHash,
              password: typeof password === 'string' ? password.slice(0, 128) : '',
            });
            throw fail('UNAUTHORIZED', 'USER_NOT_FOUND', authMessages.userNotFound);
          }
          const lockedUntil = signInThrottle.lockedUntil(
            signInEmail,
            clientOf(ctx.headers),
            new Date(),
          );
          if (lockedUntil) {
            // Refused guesses count too: an attack that goes on keeps the lock (and its doubling).
            await countFailure(ctx.context, signInEmail);
            throw fail('TOO_MANY_REQUESTS', 'RATE_LIMITED', authMessages.rateLimited);
          }
          if (!existing)
            return {
              context: { body: { ...(ctx.body as Record<string, unknown>), email: signInEmail } },
            };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') return;
        const returned = ctx.context.returned;
        if (!(returned instanceof APIError)) {
          signInThrottle.succeeded(email, clientOf(ctx.headers));
          return;
        }
        if (returned.body?.code !== 'INVALID_EMAIL_OR_PASSWORD') return;
        await countFailure(ctx.context, email);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            // Members are created by their invitation; everyone else who signs up owns an account.
            if (user.email.endsWith(`@${config.MEMBER_EMAIL_DOMAIN}`)) return;
            const body = (ctx?.body ?? {}) as { serviceName?: unknown };
            const serviceName = body.serviceName === 'Grocery' ? 'Grocery' : 'Restaurant';
            // Checked by the before hook on /sign-up/email; absent for the seeded demo owner.
            const terms = termsAcceptanceSchema.safeParse(ctx?.body);
            await accounts.createOwnerAccount({
              userId: user.id,
              firstName: textOf(user.firstName),
              lastName: textOf(user.lastName),
              email: user.email,
              serviceName,
              termsVersion: terms.success ? terms.data.termsVersion : null,
            });
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const member = await accounts.unsafeFindMemberByUserId(session.userId);
            if (member?.status === 'revoked')
              throw fail('FORBIDDEN', 'MEMBER_REVOKED', authMessages.memberRevoked);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * better-auth's own error codes, reworded as owners were promised (docs/product/fields.md). The mount applies this
 * to every /api/auth response so the browser shows exactly the spec's text.
 */
export const AUTH_MESSAGE_OF_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: authMessages.incorrectPassword,
  INVALID_PASSWORD: authMessages.incorrectPassword,
  EMAIL_NOT_VERIFIED: authMessages.emailNotVerified,
  USER_ALREADY_EXISTS: authMessages.emailAlreadyUsed,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: authMessages.emailAlreadyUsed,
  INVALID_EMAIL: authMessages.invalidEmail,
  INVALID_TOKEN: authMessages.invalidResetLink,
  TOKEN_EXPIRED: authMessages.tokenExpired,
  PASSWORD_TOO_SHORT:
    'Password must contain at least 6 characters, one uppercase, one number and one special case character',
};
