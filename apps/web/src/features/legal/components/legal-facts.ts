/**
 * Company facts in the legal pages are configuration with the spec's values as
 * defaults. Set them at build time with VITE_LEGAL_* variables.
 */
function setting(name: string, fallback: string): string {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

export const legalFacts = {
  companyName: setting('VITE_LEGAL_COMPANY_NAME', 'ScanOrder'),
  city: setting('VITE_LEGAL_CITY', 'Coimbatore'),
  country: setting('VITE_LEGAL_COUNTRY', 'India'),
  lastUpdated: setting('VITE_LEGAL_LAST_UPDATED', 'April 21, 2024'),
  termsMinimumAge: setting('VITE_LEGAL_TERMS_MINIMUM_AGE', '18'),
  privacyMinimumAge: setting('VITE_LEGAL_PRIVACY_MINIMUM_AGE', '13'),
  liabilityCap: setting('VITE_LEGAL_LIABILITY_CAP', '100 INR'),
  changeNoticeDays: setting('VITE_LEGAL_CHANGE_NOTICE_DAYS', '30'),
  contactEmail: setting('VITE_LEGAL_CONTACT_EMAIL', 'support@scanorder.app'),
};
