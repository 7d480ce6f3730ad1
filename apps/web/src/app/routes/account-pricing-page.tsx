import { useNavigate, useParams, useSearchParams } from 'react-router';
import { chosenPlanState } from '../../features/billing/lib/chosen-plan.ts';
import { PricingSection } from '../../features/plans/components/pricing-section.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** PRICING in the account drawer: the public pricing, where Get Started opens SUBSCRIPTIONS. */
export function AccountPricingPage() {
  useDocumentTitle('Pricing');
  const navigate = useNavigate();
  const { userId = '' } = useParams();
  // The protected layout has checked the URL's account; the plans may be read before /me arrives.
  const memberId = useSearchParams()[0].get('memberId');
  const subscriptions = `/${encodeURIComponent(userId)}/subscriptions${
    memberId ? `?memberId=${encodeURIComponent(memberId)}` : ''
  }`;
  return (
    <PricingSection
      headingLevel={1}
      onGetStarted={(plan) => void navigate(subscriptions, { state: chosenPlanState(plan) })}
    />
  );
}
