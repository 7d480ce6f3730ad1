// Message extraction for the customer pages (`npm run i18n:extract -w @scanorder/web`): every
// t('…') in src/customer becomes a key of each language's catalogue, English text as the key.
// Keys the code passes as values (order statuses, tags, allergens, the spec's validation
// messages) are not seen in the code and are kept (keepRemoved).
import { catalogueOptions } from './i18next-parser.base.js';

export default {
  ...catalogueOptions,
  input: ['src/customer/**/*.{ts,tsx}', '!src/customer/**/*.test.{ts,tsx}'],
  output: 'src/customer/i18n/locales/$LOCALE.json',
  locales: ['en', 'hi', 'es', 'fr', 'de', 'ar'],
  lexers: { ts: ['JsxLexer'], tsx: ['JsxLexer'] },
};
