import type { RouteObject } from 'react-router';
import { AdminEditorPage } from '../features/admin/components/admin-editor-page.tsx';
import { NewPasswordView } from '../features/auth/components/new-password-view.tsx';
import { ResetRequestView } from '../features/auth/components/reset-request-view.tsx';
import { SignInView } from '../features/auth/components/sign-in-view.tsx';
import { SignUpView } from '../features/auth/components/sign-up-view.tsx';
import { BillingPortalPage } from '../features/billing/components/billing-portal-page.tsx';
import { CheckoutReturnGate } from '../features/billing/components/checkout-return-gate.tsx';
import { LocalOnboardingPage } from '../features/billing/components/local-onboarding-page.tsx';
import { OnboardingCompletePage } from '../features/billing/components/onboarding-complete-page.tsx';
import { NotFoundPage } from '../features/errors/components/not-found-page.tsx';
import { SessionExpiredPage } from '../features/errors/components/session-expired-page.tsx';
import { UnauthorizedPage } from '../features/errors/components/unauthorized-page.tsx';
import { PrivacyPolicy } from '../features/legal/components/privacy-policy.tsx';
import { TermsOfService } from '../features/legal/components/terms-of-service.tsx';
import { ServicesPage } from '../features/overview/components/services-page.tsx';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';
import { InviteAcceptancePage } from '../features/team/components/invite-acceptance-page.tsx';
import { UsersPage } from '../features/team/components/users-page.tsx';
import { FeaturesView } from '../features/welcome/components/features-view.tsx';
import { AccountDrawerLayout } from './layouts/account-drawer-layout.tsx';
import type { AccountRouteHandle } from './layouts/account-outlet.ts';
import { ProtectedLayout } from './layouts/protected-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { WelcomeLayout } from './layouts/welcome-layout.tsx';
import { AccountPricingPage } from './routes/account-pricing-page.tsx';
import { BusinessPage } from './routes/business-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { KioskRoute } from './routes/kiosk-route.tsx';
import { PricingPage } from './routes/pricing-page.tsx';
import { SubscriptionsRoute } from './routes/subscriptions-route.tsx';
import { WelcomeStateView } from './routes/welcome-state-view.tsx';

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
          { path: 'features', element: <FeaturesView /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'signin', element: <SignInView /> },
          { path: 'signup', element: <SignUpView /> },
          { path: 'reset', element: <ResetRequestView /> },
          { path: 'reset/new-password', element: <NewPasswordView /> },
          { path: 'privacypolicy', element: <PrivacyPolicy /> },
          { path: 'termsofservice', element: <TermsOfService /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: 'session/expired', element: <SessionExpiredPage /> },
          // Public: the invitee has no session yet.
          { path: ':userId/users/invite', element: <InviteAcceptancePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // Kiosk mode: a staff PIN, no account session, so no idle logout either (docs/product/kiosk-and-sessions.md).
      { path: 'kiosk/:branchId', element: <KioskRoute />, handle: { idleExempt: true } },
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
                  <CheckoutReturnGate>
                    <ServicesPage />
                  </CheckoutReturnGate>
                ),
              },
              { path: ':userId/profile', element: <ProfilePage /> },
              { path: ':userId/users', element: <UsersPage /> },
              { path: ':userId/admin', element: <AdminEditorPage /> },
              { path: ':userId/pricing', element: <AccountPricingPage /> },
              { path: ':userId/subscriptions', element: <SubscriptionsRoute /> },
              { path: ':userId/billing/portal', element: <BillingPortalPage /> },
              { path: ':userId/payment/onboarding/local', element: <LocalOnboardingPage /> },
              { path: ':userId/payment/onboarding/complete', element: <OnboardingCompletePage /> },
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
