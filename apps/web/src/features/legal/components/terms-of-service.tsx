import { ACCOUNT_CLOSURE_GRACE_DAYS } from '@scanorder/shared/account/closure';
import { TRIAL_DAYS } from '@scanorder/shared/account/services';
import { LegalDocument, type LegalSection } from './legal-document.tsx';
import { legalFacts as f } from '../../../lib/legal-facts.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Agreement to these terms',
    paragraphs: [
      `By creating an account, signing in or using ${f.companyName} (the "Service") you agree to these Terms of Service. If you use the Service for a business, you accept them for that business. If you do not agree, do not use the Service.`,
    ],
  },
  {
    heading: 'Who may use the Service',
    paragraphs: [
      `You must be over ${f.termsMinimumAge} years of age to create an account or use the Service as a business owner or team member. Customers who order through a business's QR code must also be able to enter a binding contract with that business where they live.`,
    ],
  },
  {
    heading: 'Your account',
    bullets: [
      'Give accurate information when you sign up and keep it up to date.',
      'Keep your password secret. You are responsible for everything done with your account and by the team members you invite.',
      'Tell us at once if you believe your account has been used without your permission.',
    ],
  },
  {
    heading: 'Free trial, plans and payment',
    paragraphs: [
      `A new account gets a ${TRIAL_DAYS}-day free trial with every feature. After the trial you need a paid plan (Starter Kit, Company or Enterprise, billed monthly or yearly) to keep using the services. Payments are processed by our card payment provider; we do not store your full card number.`,
      'Plans renew automatically at the end of each billing period until you cancel. Cancelling takes effect at the end of the current period, and you can keep using the Service until then. Fees already paid are not refunded except where the law requires it.',
    ],
  },
  {
    heading: 'Orders between businesses and customers',
    paragraphs: [
      `${f.companyName} provides the menu, QR code and ordering tools. The contract for food or goods is between the business and its customer. The business is responsible for its menu, prices, taxes, the quality of what it sells and for handling customer requests.`,
    ],
  },
  {
    heading: 'Acceptable use',
    bullets: [
      'Do not break the law, infringe the rights of others or sell prohibited goods through the Service.',
      'Do not try to get into accounts or data that are not yours, or disrupt or overload the Service.',
      'Do not copy, resell or reverse engineer the Service except as the law allows.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'You keep ownership of your menus, images, logos and other content. You give us the licence we need to host, display and process that content to run the Service for you and your customers.',
    ],
  },
  {
    heading: 'Suspension and termination',
    paragraphs: [
      `You may stop using the Service and close your account at any time, from your Profile page. Your account closes ${ACCOUNT_CLOSURE_GRACE_DAYS} days after you ask; until then you can download your data and cancel. When it closes we erase the personal data in it (your team, your sign-in, your customers' details and your uploaded images) and your menus stop being served; the lines, amounts and dates of orders are kept as the record of your sales.`,
      'We may suspend or close accounts that break these terms or put the Service or other users at risk, and we will tell you why unless the law forbids it.',
    ],
  },
  {
    heading: 'Disclaimer',
    paragraphs: [
      'The Service is provided "as is" and "as available". We work to keep it running and secure, but we do not promise that it will be uninterrupted or free of errors.',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      `To the extent the law allows, ${f.companyName} is not liable for indirect or consequential losses such as lost profits or lost data, and our total liability for any claim is limited to the amount you paid us for the Service, or ${f.liabilityCap} if you have paid nothing.`,
    ],
  },
  {
    heading: 'Governing law',
    paragraphs: [
      `${f.companyName} is based in ${f.city}, ${f.country}. These terms are governed by the laws of ${f.country}, and the courts of ${f.city} have jurisdiction over any dispute.`,
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      `We may update these terms. For material changes we will give at least ${f.changeNoticeDays} days' notice by email or in the Service before they take effect. Continuing to use the Service after that means you accept the new terms.`,
    ],
  },
  {
    heading: 'Contact us',
    paragraphs: [
      `Questions about these terms: ${f.contactEmail}, ${f.companyName}, ${f.city}, ${f.country}.`,
    ],
  },
];

export function TermsOfService() {
  const { t } = useOwnerT();
  return (
    <LegalDocument
      title={t('Terms of Service')}
      lastUpdated={f.lastUpdated}
      intro={`These terms explain the rules for using ${f.companyName}, the QR ordering service for restaurants and grocery stores.`}
      sections={SECTIONS}
    />
  );
}
