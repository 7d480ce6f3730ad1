import { SERVER_COOKIES } from '@scanorder/shared/legal/cookies';
import { LegalDocument, type LegalSection } from './legal-document.tsx';
import { legalFacts as f } from '../../../lib/legal-facts.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Information we collect',
    bullets: [
      'Email address.',
      'First name and last name.',
      'Phone number.',
      'Address (for example a business address, or a delivery address a customer enters).',
      'Usage data: pages visited, time and date of visits, device and browser type, IP address and diagnostic data, collected automatically when you use the Service.',
    ],
  },
  {
    heading: 'Cookies and local storage',
    paragraphs: [
      'Essential session cookies: the Service cannot work without them, so they are always on. These are all the cookies we set; none of them is used for advertising or tracking across sites:',
    ],
    bullets: SERVER_COOKIES.map((cookie) => `${cookie.name}: ${cookie.purpose}.`),
  },
  {
    heading: 'Acceptance of these terms',
    paragraphs: [
      'No cookie remembers your acceptance. When you create an account, we record with it the version of the Terms of Service and this Privacy Policy you agreed to, and when.',
    ],
  },
  {
    heading: 'Functionality storage on your device',
    paragraphs: [
      'Your choices are kept in your browser’s local storage, never sent to us as cookies: your currency preference, an announcement you dismissed, the new-order sound setting, whether this browser was signed in, a cart and an order waiting to be sent (for 24 hours), and whether you asked for order status notifications. Clearing your browser’s site data removes them.',
    ],
  },
  {
    heading: 'How we use your information',
    bullets: [
      'To provide and maintain the Service, including menus, QR codes and orders.',
      'To manage your account, team members and subscription.',
      'To contact you about your account, security, orders and changes to the Service.',
      'To understand how the Service is used, fix problems and improve it.',
    ],
  },
  {
    heading: 'Sharing your information',
    paragraphs: [
      'We do not sell personal data. We share it only with service providers who help us run the Service (hosting, email delivery, card payments) under contracts that protect it, and between a business and its customers as needed to fulfil an order.',
    ],
  },
  {
    heading: 'Retention',
    paragraphs: [
      "We keep account data while your account is open and as long as needed to meet legal obligations, resolve disputes and enforce our agreements. Customers' personal details in orders are erased after the order retention period; order amounts are kept for the business's reports.",
    ],
  },
  {
    heading: 'Transfer of your information',
    paragraphs: [
      'Your information may be processed and stored on computers outside your state or country, where data protection laws may differ. We take reasonable steps to make sure it is treated securely and in line with this policy.',
    ],
  },
  {
    heading: 'Disclosure of your information',
    paragraphs: [
      'We may disclose personal data if the law or a valid request by public authorities requires it, to protect our rights or the safety of users, or as part of a merger, acquisition or sale of assets (we will tell you before your data becomes subject to a different policy).',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'We protect your data with measures such as encrypted connections, hashed passwords and access controls. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
    ],
  },
  {
    heading: "Children's privacy",
    paragraphs: [
      `The Service is not directed at anyone under the age of ${f.privacyMinimumAge}, and we do not knowingly collect personal data from them. If you believe a child has given us personal data, contact us and we will delete it.`,
    ],
  },
  {
    heading: 'Links to other websites',
    paragraphs: [
      'The Service may link to websites we do not operate, such as a business’s own site. We are not responsible for their content or privacy practices; please read their policies.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'We may update this policy from time to time. We will post the new version on this page, update the "Last updated" date and, for important changes, tell you by email or in the Service.',
    ],
  },
  {
    heading: 'Contact us',
    paragraphs: [`${f.companyName}, ${f.city}, ${f.country}. Email: ${f.contactEmail}.`],
  },
];

export function PrivacyPolicy() {
  const { t } = useOwnerT();
  return (
    <LegalDocument
      title={t('Privacy Policy')}
      lastUpdated={f.lastUpdated}
      intro={`This policy describes how ${f.companyName} (${f.city}, ${f.country}) collects, uses and discloses your information when you use the Service, and the choices you have.`}
      sections={SECTIONS}
    />
  );
}
