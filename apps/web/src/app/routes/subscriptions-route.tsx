import { SubscriptionsPage } from '../../features/billing/components/subscriptions-page.tsx';
import { PlanChooser } from '../../features/plans/components/plan-chooser.tsx';

/** SUBSCRIPTIONS with the pricing cards of the plans feature as its plan picker. */
export function SubscriptionsRoute() {
  return <SubscriptionsPage renderPlanChooser={(props) => <PlanChooser {...props} />} />;
}
