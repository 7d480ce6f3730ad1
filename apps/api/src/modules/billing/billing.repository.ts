import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { BillingProviderKind } from '@scanorder/shared/billing/prices';
import type { PlanUsage } from '@scanorder/shared/billing/plan-change';
import type { OnboardingData } from '@scanorder/shared/billing/payouts';
import { onboardingDataSchema } from '@scanorder/shared/billing/payouts';
import type { Database } from '../../db/client.ts';
import { accounts, members } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { paymentAccounts, processedWebhookEvents, subscriptions } from '../../db/schema/billing.ts';
import { branches } from '../../db/schema/business.ts';
import { qrCodes } from '../../db/schema/orders.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import type { ProviderSubscription } from './billing-provider.ts';
import type { AccountStanding } from './plan-activity.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

function subscriptionValues(provider: BillingProviderKind, subscription: ProviderSubscription) {
  const { price } = subscription;
  return {
    provider,
    providerCustomerId: subscription.customerId,
    providerSubscriptionId: subscription.subscriptionId,
    providerItemId: subscription.itemId,
    priceId: price.priceId,
    productId: price.productId,
    planId: price.planId,
    planName: price.name,
    planRank: price.rank,
    entityCount: price.limits.entityCount,
    memberCount: price.limits.memberCount,
    qrCount: price.limits.qrCount,
    interval: price.interval,
    currency: price.currency,
    unitAmount: price.unitAmount,
    status: subscription.status,
    pauseCollection: subscription.pauseCollection,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: subscription.currentPeriodEnd,
    trialEnd: subscription.trialEnd,
    updatedAt: new Date(),
  };
}

function createBillingQueries(db: Database) {
  // The one row a condition names (the account's, or the provider's id a webhook gives), or none.
  const firstSubscription = async (
    where: SQL | undefined,
  ): Promise<SubscriptionRow | undefined> => {
    const [row] = await db.select().from(subscriptions).where(where).limit(1);
    return row;
  };
  const firstPaymentAccount = async (
    where: SQL | undefined,
  ): Promise<PaymentAccountRow | undefined> => {
    const [row] = await db.select().from(paymentAccounts).where(where).limit(1);
    return row;
  };

  return {
    findSubscription: (scope: TenantScope) => firstSubscription(ofTenant(subscriptions, scope)),

    /** Webhooks name a subscription, not an account: find whose it is. */
    unsafeFindSubscriptionByProviderId: (providerSubscriptionId: string) =>
      firstSubscription(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)),

    unsafeFindSubscriptionByCustomerId: (providerCustomerId: string) =>
      firstSubscription(eq(subscriptions.providerCustomerId, providerCustomerId)),

    /**
     * An account's closure, trial end and subscription state in one statement (what every
     * customer's menu and order checks: plan-activity.ts).
     */
    async findStanding(scope: TenantScope): Promise<AccountStanding | undefined> {
      const [row] = await db
        .select({
          closedAt: accounts.closedAt,
          trialEndsAt: accounts.trialEndsAt,
          status: subscriptions.status,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
        })
        .from(accounts)
        .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
        .where(eq(accounts.id, scope.accountId))
        .limit(1);
      if (!row) return undefined;
      const { status, currentPeriodEnd } = row;
      return {
        closed: row.closedAt !== null,
        trialEndsAt: row.trialEndsAt,
        subscription: status && currentPeriodEnd ? { status, currentPeriodEnd } : null,
      };
    },

    async findTrialEnd(scope: TenantScope): Promise<Date> {
      const [row] = await db
        .select({ trialEndsAt: accounts.trialEndsAt })
        .from(accounts)
        .where(eq(accounts.id, scope.accountId))
        .limit(1);
      if (!row) throw new Error(`Account ${scope.accountId} vanished`);
      return row.trialEndsAt;
    },

    /** Whether the account exists (webhook metadata names accounts the app may have deleted). */
    async unsafeAccountExists(accountId: string): Promise<boolean> {
      if (!/^[0-9a-f-]{36}$/i.test(accountId)) return false;
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .limit(1);
      return Boolean(row);
    },

    /** The owner's name and email: the billing customer is the account, in the owner's name. */
    async findOwnerContact(
      scope: TenantScope,
    ): Promise<{ email: string; firstName: string; lastName: string } | undefined> {
      const [row] = await db
        .select({ email: users.email, firstName: members.firstName, lastName: members.lastName })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(ofTenant(members, scope, eq(members.isOwner, true)))
        .limit(1);
      return row;
    },

    /** Remembers the provider's customer for the account (first checkout). */
    async saveCustomer(
      scope: TenantScope,
      provider: BillingProviderKind,
      providerCustomerId: string,
    ): Promise<void> {
      await db
        .insert(subscriptions)
        .values({ accountId: scope.accountId, provider, providerCustomerId })
        .onConflictDoUpdate({
          target: subscriptions.accountId,
          set: { provider, providerCustomerId, updatedAt: new Date() },
        });
    },

    /** Writes the provider's view of the account's subscription over the local row. */
    async saveSubscription(
      scope: TenantScope,
      provider: BillingProviderKind,
      subscription: ProviderSubscription,
    ): Promise<SubscriptionRow> {
      const values = subscriptionValues(provider, subscription);
      const [row] = await db
        .insert(subscriptions)
        .values({ accountId: scope.accountId, ...values })
        .onConflictDoUpdate({ target: subscriptions.accountId, set: values })
        .returning();
      return row!;
    },

    /** A deleted (ended) subscription stays as the account's last one, status canceled. */
    async unsafeMarkSubscriptionCanceled(providerSubscriptionId: string): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'canceled', pauseCollection: false, updatedAt: new Date() })
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },

    /** What the plan limits count: branches per kind, seat-holding members, QR codes. */
    async usage(scope: TenantScope): Promise<PlanUsage> {
      const branchRows = await db
        .select({ kind: branches.kind, name: branches.name })
        .from(branches)
        .where(ofTenant(branches, scope))
        .orderBy(asc(branches.position), asc(branches.createdAt));
      const memberRows = await db
        .select({ firstName: members.firstName, lastName: members.lastName })
        .from(members)
        .where(
          ofTenant(
            members,
            scope,
            eq(members.isOwner, false),
            inArray(members.status, ['invited', 'active']),
          ),
        )
        .orderBy(asc(members.createdAt));
      const qrRows = await db
        .select({ value: count() })
        .from(qrCodes)
        .where(ofTenant(qrCodes, scope));
      return {
        restaurantEntities: branchRows
          .filter((row) => row.kind === 'restaurant')
          .map((row) => row.name),
        groceryEntities: branchRows.filter((row) => row.kind === 'grocery').map((row) => row.name),
        members: memberRows,
        qrCount: Number(qrRows[0]?.value ?? 0),
      };
    },

    findPaymentAccount: (scope: TenantScope) =>
      firstPaymentAccount(ofTenant(paymentAccounts, scope)),

    unsafeFindPaymentAccountByProviderId: (providerAccountId: string) =>
      firstPaymentAccount(eq(paymentAccounts.providerAccountId, providerAccountId)),

    async savePaymentAccount(
      scope: TenantScope,
      values: {
        provider: BillingProviderKind;
        providerAccountId: string;
        accountSetupUrl: string | null;
        onboardingData: OnboardingData;
        status: 'pending' | 'complete';
      },
    ): Promise<PaymentAccountRow> {
      const set = { ...values, updatedAt: new Date() };
      const [row] = await db
        .insert(paymentAccounts)
        .values({ accountId: scope.accountId, ...values })
        .onConflictDoUpdate({ target: paymentAccounts.accountId, set })
        .returning();
      return row!;
    },

    /** Stores what the provider says about a connected account, wherever it belongs. */
    async unsafeUpdatePaymentAccountData(
      providerAccountId: string,
      onboardingData: OnboardingData,
      status: 'pending' | 'complete',
    ): Promise<boolean> {
      const rows = await db
        .update(paymentAccounts)
        .set({ onboardingData, status, updatedAt: new Date() })
        .where(eq(paymentAccounts.providerAccountId, providerAccountId))
        .returning({ id: paymentAccounts.id });
      return rows.length > 0;
    },

    async deletePaymentAccount(scope: TenantScope): Promise<boolean> {
      const rows = await db
        .delete(paymentAccounts)
        .where(ofTenant(paymentAccounts, scope))
        .returning({ id: paymentAccounts.id });
      return rows.length > 0;
    },
  };
}

export type BillingQueries = ReturnType<typeof createBillingQueries>;

/** Subscriptions, payout accounts and processed webhook events. Every call names its account first. */
export function createBillingRepository(db: Database) {
  return {
    ...createBillingQueries(db),

    /**
     * Applies a webhook event once: its id is recorded in the same transaction as the change, so
     * a redelivery (or a concurrent duplicate) finds the id and changes nothing. False when seen before.
     */
    async unsafeApplyEventOnce(
      provider: BillingProviderKind,
      event: { id: string; type: string },
      apply: (repository: BillingQueries) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(processedWebhookEvents)
          .values({ provider, eventId: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: processedWebhookEvents.eventId });
        if (inserted.length === 0) return false;
        await apply(createBillingQueries(tx));
        return true;
      });
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

/** Reads stored onboarding data back through the shared schema (a bad row fails loudly). */
export function onboardingDataOf(row: PaymentAccountRow): OnboardingData | null {
  return row.onboardingData == null ? null : onboardingDataSchema.parse(row.onboardingData);
}
