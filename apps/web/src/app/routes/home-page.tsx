import { useNavigate } from 'react-router';
import { PricingSection } from '../../features/plans/components/pricing-section.tsx';
import { FeatureBlocks } from '../../features/welcome/components/feature-blocks.tsx';
import { Hero } from '../../features/welcome/components/hero.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Home: hero, the three feature blocks, then pricing (docs/product/screens.md). */
export function HomePage() {
  useDocumentTitle('');
  const navigate = useNavigate();
  return (
    <>
      <Hero />
      <FeatureBlocks />
      <PricingSection headingLevel={2} onGetStarted={() => void navigate('/signup')} />
    </>
  );
}
