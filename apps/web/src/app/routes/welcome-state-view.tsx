import { useLocation } from 'react-router';
import { ResetRequestView } from '../../features/auth/components/reset-request-view.tsx';
import { SignInView } from '../../features/auth/components/sign-in-view.tsx';
import { SignUpView } from '../../features/auth/components/sign-up-view.tsx';
import { PrivacyPolicy } from '../../features/legal/components/privacy-policy.tsx';
import { TermsOfService } from '../../features/legal/components/terms-of-service.tsx';
import { FeaturesView } from '../../features/welcome/components/features-view.tsx';
import { viewOfState } from '../../lib/welcome-view.ts';
import { HomePage } from './home-page.tsx';
import { PricingPage } from './pricing-page.tsx';

/** `/` renders the view named in navigation state (`unAuthorized` means SignIn), else Home. */
export function WelcomeStateView() {
  const location = useLocation();
  const view = viewOfState(location.state);
  switch (view) {
    case 'Home':
      return <HomePage />;
    case 'Features':
      return <FeaturesView />;
    case 'Pricing':
      return <PricingPage />;
    case 'SignIn':
      return <SignInView />;
    case 'SignUp':
      return <SignUpView />;
    case 'TermsOfService':
      return <TermsOfService />;
    case 'PrivacyPolicy':
      return <PrivacyPolicy />;
    case 'Reset':
      return <ResetRequestView />;
    default:
      return view satisfies never;
  }
}
