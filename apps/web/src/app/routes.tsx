import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyPage } from '../components/page-loading.tsx';
import { NewPasswordView } from '../features/auth/components/new-password-view.tsx';
import { ResetRequestView } from '../features/auth/components/reset-request-view.tsx';
import { SignInView } from '../features/auth/components/sign-in-view.tsx';
import { SignUpView } from '../features/auth/components/sign-up-view.tsx';
import { NotFoundPage } from '../features/errors/components/not-found-page.tsx';
import { SessionExpiredPage } from '../features/errors/components/session-expired-page.tsx';
import { UnauthorizedPage } from '../features/errors/components/unauthorized-page.tsx';
import { AccountDrawerLayout } from './layouts/account-drawer-layout.tsx';
import type { AccountRouteHandle } from './layouts/account-outlet.ts';
import { ProtectedLayout } from './layouts/protected-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { WelcomeLayout, type WelcomeRouteHandle } from './layouts/welcome-layout.tsx';
import { BusinessPage } from './routes/business-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { WelcomeStateView } from './routes/welcome-state-view.tsx';

// Pages off the kitchen board's path come in their own chunks, fetched when opened (decision 031).
const AdminEditorPage = lazy(async () => ({
  default: (await import('../features/admin/components/admin-editor-page.tsx')).AdminEditorPage,
}));
const BillingPortalPage = lazy(async () => ({
  default: (await import('../features/billing/components/billing-portal-page.tsx'))
    .BillingPortalPage,
}));
const LocalOnboardingPage = lazy(async () => ({
  default: (await import('../features/billing/components/local-onboarding-page.tsx'))
    .LocalOnboardingPage,
}));
const OnboardingCompletePage = lazy(async () => ({
  default: (await import('../features/billing/components/onboarding-complete-page.tsx'))
    .OnboardingCompletePage,
}));
const PrivacyPolicy = lazy(async () => ({
  default: (await import('../features/legal/components/privacy-policy.tsx')).PrivacyPolicy,
}));
const TermsOfService = lazy(async () => ({
  default: (await import('../features/legal/components/terms-of-service.tsx')).TermsOfService,
}));
const ProfilePage = lazy(async () => ({
  default: (await import('../features/profile/components/profile-page.tsx')).ProfilePage,
}));
const InviteAcceptancePage = lazy(async () => ({
  default: (await import('../features/team/components/invite-acceptance-page.tsx'))
    .InviteAcceptancePage,
}));
const UsersPage = lazy(async () => ({
  default: (await import('../features/team/components/users-page.tsx')).UsersPage,
}));
const FeaturesView = lazy(async () => ({
  default: (await import('../features/welcome/components/features-view.tsx')).FeaturesView,
}));
const AccountPricingPage = lazy(async () => ({
  default: (await import('./routes/account-pricing-page.tsx')).AccountPricingPage,
}));
const KioskRoute = lazy(async () => ({
  default: (await import('./routes/kiosk-route.tsx')).KioskRoute,
}));
const PricingPage = lazy(async () => ({
  default: (await import('./routes/pricing-page.tsx')).PricingPage,
}));
const SubscriptionsRoute = lazy(async () => ({
  default: (await import('./routes/subscriptions-route.tsx')).SubscriptionsRoute,
}));
const CheckoutReturnGate = lazy(async () => ({
  default: (await import('../features/billing/components/checkout-return-gate.tsx'))
    .CheckoutReturnGate,
}));
const ServicesPage = lazy(async () => ({
  default: (await import('../features/overview/components/services-page.tsx')).ServicesPage,
}));

const drawerHandle: AccountRouteHandle = { drawer: true };
/** The ORDERS tab stays open on a counter: no idle logout there (docs/product/kiosk-and-sessions.md). */
const businessHandle: AccountRouteHandle = {
  idleExempt: (search) => search.get('tab') === 'orders',
};

/**
 * Every route of the web app (docs/product/screens.md). Paths match case-insensitively, so
 * /PrivacyPolicy and /TermsOfService reach the same pages as their lower-case spellings.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <WelcomeLayout />,
        children: [
          { index: true, element: <WelcomeStateView /> },
          { path: 'Home', element: <HomePage /> },
          {
            path: 'features',
            element: (
              <LazyPage>
                <FeaturesView />
              </LazyPage>
            ),
          },
          {
            path: 'pricing',
            element: (
              <LazyPage>
                <PricingPage />
              </LazyPage>
            ),
          },
          { path: 'signin', element: <SignInView /> },
          { path: 'signup', element: <SignUpView /> },
          { path: 'reset', element: <ResetRequestView /> },
          { path: 'reset/new-password', element: <NewPasswordView /> },
          {
            path: 'privacypolicy',
            element: (
              <LazyPage>
                <PrivacyPolicy />
              </LazyPage>
            ),
          },
          {
            path: 'termsofservice',
            element: (
              <LazyPage>
                <TermsOfService />
              </LazyPage>
            ),
          },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: 'session/expired', element: <SessionExpiredPage /> },
          // Public: the invitee has no session yet.
          {
            path: ':userId/users/invite',
            handle: { noTrialOffer: true } satisfies WelcomeRouteHandle,
            element: (
              <LazyPage>
                <InviteAcceptancePage />
              </LazyPage>
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // Kiosk mode: a staff PIN, no account session, so no idle logout either (docs/product/kiosk-and-sessions.md);
      // a new version of the app is applied by itself at a quiet moment (decision 053).
      {
        path: 'kiosk/:branchId',
        element: (
          <LazyPage>
            <KioskRoute />
          </LazyPage>
        ),
        handle: { idleExempt: true, reloadWhenQuiet: true },
      },
      {
        // Pathless: only the listed `:userId/...` pages need a session; `/anything` stays a 404.
        element: <ProtectedLayout />,
        children: [
          {
            element: <AccountDrawerLayout />,
            handle: drawerHandle,
            children: [
              {
                path: ':userId/overview',
                element: (
                  <LazyPage>
                    <CheckoutReturnGate>
                      <ServicesPage />
                    </CheckoutReturnGate>
                  </LazyPage>
                ),
              },
              {
                path: ':userId/profile',
                element: (
                  <LazyPage>
                    <ProfilePage />
                  </LazyPage>
                ),
              },
              {
                path: ':userId/users',
                element: (
                  <LazyPage>
                    <UsersPage />
                  </LazyPage>
                ),
              },
              {
                path: ':userId/admin',
                element: (
                  <LazyPage>
                    <AdminEditorPage />
                  </LazyPage>
                ),
              },
              {
                path: ':userId/pricing',
                element: (
                  <LazyPage>
                    <AccountPricingPage />
                  </LazyPage>
                ),
              },
              {
                path: ':userId/subscriptions',
                element: (
                  <LazyPage>
                    <SubscriptionsRoute />
                  </LazyPage>
                ),
              },
              {
                path: ':userId/billing/portal',
                element: (
                  <LazyPage>
                    <BillingPortalPage />
                  </LazyPage>
                ),
              },
              {
                path: ':userId/payment/onboarding/local',
                element: (
                  <LazyPage>
                    <LocalOnboardingPage />
                  </LazyPage>
                ),
              },
              {
                path: ':userId/payment/onboarding/complete',
                element: (
                  <LazyPage>
                    <OnboardingCompletePage />
                  </LazyPage>
                ),
              },
            ],
          },
          // The owner areas: a tabbed page under the sticky top bar, no drawer.
          {
            path: ':userId/restaurant',
            element: <BusinessPage kind="restaurant" />,
            handle: businessHandle,
          },
          {
            path: ':userId/grocery',
            element: <BusinessPage kind="grocery" />,
            handle: businessHandle,
          },
        ],
      },
    ],
  },
];
