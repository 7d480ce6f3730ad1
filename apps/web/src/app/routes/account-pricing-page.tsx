import Alert from '@mui/material/Alert';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Me } from '@scanorder/shared/account/me';
import { chosenPlanState } from '../../features/billing/lib/chosen-plan.ts';
import { PricingSection } from '../../features/plans/components/pricing-section.tsx';
import { useMeQuery } from '../../api/me.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useOwnerT } from '../../lib/i18n/owner-i18n.ts';

/** Who a team member asks about the plan: the owner, by name and email. */
function OwnerNotice({ owner }: { owner: Me['account']['owner'] }) {
  const { t } = useOwnerT();
  const name = `${owner.firstName} ${owner.lastName}`.trim() || t('the account owner');
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {t('Only the account owner chooses the plan. To change it, ask')} {name}
      {owner.email ? (
        <>
          {' '}
          (<a href={`mailto:${owner.email}`}>{owner.email}</a>)
        </>
      ) : null}
      .
    </Alert>
  );
}

/**
 * PRICING in the account drawer: the public pricing, where Get Started opens SUBSCRIPTIONS. Team
 * members cannot manage billing (docs/product/roles.md): they see the plans read-only and who to ask.
 */
export function AccountPricingPage() {
  useDocumentTitle('Pricing');
  const navigate = useNavigate();
  const me = useMeQuery();
  const { userId = '' } = useParams();
  // The protected layout has checked the URL's account; the plans may be read before /me arrives.
  const memberId = useSearchParams()[0].get('memberId');
  const subscriptions = `/${encodeURIComponent(userId)}/subscriptions${
    memberId ? `?memberId=${encodeURIComponent(memberId)}` : ''
  }`;
  if (me.data && me.data.member.role !== 'admin')
    return (
      <PricingSection headingLevel={1} notice={<OwnerNotice owner={me.data.account.owner} />} />
    );
  return (
    <PricingSection
      headingLevel={1}
      onGetStarted={(plan) => void navigate(subscriptions, { state: chosenPlanState(plan) })}
    />
  );
}
