import { useNavigate } from 'react-router';
import { PricingSection } from '../../features/plans/components/pricing-section.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Public pricing: Get Started leads to SignUp (inside the account it will open SUBSCRIPTIONS). */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const navigate = useNavigate();
  return <PricingSection headingLevel={1} onGetStarted={() => void navigate('/signup')} />;
}
