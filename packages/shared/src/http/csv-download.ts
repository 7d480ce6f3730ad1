import { z } from 'zod';
import { OWNER_LANGUAGES, type OwnerLanguage } from '../account/owner-language.ts';

/**
 * How a CSV download is written for the owner app's language: as that language's Excel opens it
 * in columns and saves it. Excel in Spain splits cells at ';' and reads '12,50' as a number (a ','
 * file opens there in one column); English is ',' and '.'. The words in the file (headers, the
 * spec's statuses) stay as they are.
 */
export interface CsvDialect {
  delimiter: ',' | ';';
  /** The decimal separator of amounts and percentages. */
  decimal: '.' | ',';
}

export const CSV_DIALECTS: Record<OwnerLanguage, CsvDialect> = {
  en: { delimiter: ',', decimal: '.' },
  es: { delimiter: ';', decimal: ',' },
};

/** A CSV download's query: `language` is the owner app's (English by default). */
export const csvLanguageQuerySchema = z.object({
  language: z.enum(OWNER_LANGUAGES, { error: 'Please choose a valid Language' }).default('en'),
});
