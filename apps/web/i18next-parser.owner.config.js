// Message extraction for the owner app (`npm run i18n:extract -w @scanorder/web`): every t('…')
// outside the customer pages, English (the spec's words, verbatim) as the key. The tab and drawer
// labels are passed as values (t(item.label)) and are kept in the catalogues (keepRemoved).
import { catalogueOptions } from './i18next-parser.base.js';

// Document titles and toasts translate their English where shown, so their literals are keys too.
const ownerLexer = {
  lexer: 'JsxLexer',
  functions: ['t', 'useDocumentTitle', 'success', 'info', 'warning'],
};

export default {
  ...catalogueOptions,
  input: ['src/{app,components,features,lib}/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'],
  output: 'src/lib/i18n/locales/$LOCALE.json',
  locales: ['en', 'es'],
  lexers: { ts: [ownerLexer], tsx: [ownerLexer] },
};
