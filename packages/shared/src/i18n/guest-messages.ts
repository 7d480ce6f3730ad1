import { formatMinor } from '../money/format.ts';

/**
 * Refusals a guest can meet that are built with values (a dish's name, a number, an amount): the
 * spec's English as an i18next key with `{{values}}`, so the guest's catalogue can word them
 * (decision 038). The API keeps answering the spec's English as `message` and adds the key and
 * its values to the error envelope (`key`, `values`); the customer pages word them in the guest's
 * language (customer/i18n/guest-message.ts). Every key here is in all six guest catalogues: the
 * catalogue test walks this table.
 *
 * What each value is decides how a page words it: `name` is the owner's or guest's own text (kept
 * as it is, isolated on a right-to-left page), `number` a number in the guest's digits, `label` a
 * spec word looked up in the catalogue (a field's label, a unit), `money` minor units of the
 * currency given as the `currency` value, `message` a whole spec message of its own (a closed
 * notice inside "… Please order when the store is open."), worded as any refusal is.
 */
export type GuestValueKind = 'name' | 'number' | 'label' | 'money' | 'message';

export interface GuestMessageSpec {
  values: Readonly<Record<string, GuestValueKind>>;
  /** The number value the message's plural follows (Arabic words each of its six forms). */
  plural?: string;
}

export type GuestValues = Record<string, string | number>;

/** A message with its values, as the error envelope carries it beside the English. */
export interface KeyedMessage {
  key: string;
  values: GuestValues;
}

const NAME = { name: 'name' } as const;

/**
 * The option-group rules of an item sheet (shared `selectionIssue`), worded as `selectionProblem`
 * words them; the API prefixes the item's name when a cart breaks one.
 */
export const SELECTION_ISSUE_KEYS = {
  unknown: 'Unknown option in {{name}}',
  repeated: 'Choose each option of {{name}} once',
  chooseOne: 'Choose one {{name}}',
  onlyOne: 'Choose only one {{name}}',
  atLeast: 'Choose at least {{min}} of {{name}}',
  atMost: 'Choose at most {{max}} of {{name}}',
} as const;
const SELECTION_RULES = [
  SELECTION_ISSUE_KEYS.unknown,
  SELECTION_ISSUE_KEYS.repeated,
  SELECTION_ISSUE_KEYS.chooseOne,
  SELECTION_ISSUE_KEYS.onlyOne,
];

export const GUEST_MESSAGES: Readonly<Record<string, GuestMessageSpec>> = {
  // Items sold out or changed since the page loaded (pricing, shared/ordering/price.ts).
  '{{name}} is not available right now': { values: NAME },
  'An option chosen for {{name}} is no longer available': { values: NAME },
  'The chosen variant of {{name}} is no longer available': { values: NAME },
  // An item's option rules broken in a cart sent by an older page: "Paneer Tikka: Choose one Size".
  ...Object.fromEntries(
    SELECTION_RULES.map((rule) => [
      `{{item}}: ${rule}`,
      { values: { item: 'name', name: 'name' } } satisfies GuestMessageSpec,
    ]),
  ),
  // Worded as the item sheet words these rules (no plural: "at least 2 option(s)").
  '{{item}}: Choose at least {{min}} of {{name}}': {
    values: { item: 'name', min: 'number', name: 'name' },
  },
  '{{item}}: Choose at most {{max}} of {{name}}': {
    values: { item: 'name', max: 'number', name: 'name' },
  },
  // Closed, paused, on holiday or out of operation (shared/ordering/opening.ts), and what an order
  // for now is told then (order-messages.ts `closedAsap`).
  'Closed today: {{reason}}.': { values: { reason: 'name' } },
  'This branch is out of operation: {{reason}}.': { values: { reason: 'name' } },
  'This branch is out of operation until {{until}}.': { values: { until: 'name' } },
  'This branch is out of operation: {{reason}} until {{until}}.': {
    values: { reason: 'name', until: 'name' },
  },
  '{{closed}} Please schedule a pickup for a later time.': { values: { closed: 'message' } },
  '{{closed}} Please order when the store is open.': { values: { closed: 'message' } },
  // Delivery (shared/ordering/order-messages.ts).
  'Delivery needs an order of at least {{amount}}': { values: { amount: 'money' } },
  'Your location is outside the delivery area ({{radius}} {{unit}})': {
    values: { radius: 'number', unit: 'label' },
  },
  // Field validation with the spec's "X cannot be more than N characters" (validation/messages.ts).
  '{{label}} cannot be more than {{max}} characters': {
    values: { label: 'label', max: 'number' },
    plural: 'max',
  },
  '{{label}} cannot be less than {{min}} characters': {
    values: { label: 'label', min: 'number' },
    plural: 'min',
  },
  // A table's bill split by another guest meanwhile (shared/payments/table-bill.ts).
  'This bill is already split between {{parts}} people.': {
    values: { parts: 'number' },
    plural: 'parts',
  },
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * The English of a keyed message: the spec's words, exactly as the shared message functions wrote
 * them before they were keyed (a number as `String(n)`, an amount as `formatMinor` writes it).
 */
export function englishOf({ key, values }: KeyedMessage): string {
  const kinds = GUEST_MESSAGES[key]?.values ?? {};
  return key.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (kinds[name] === 'money' && typeof value === 'number')
      return formatMinor(value, String(values['currency'] ?? ''));
    return String(value);
  });
}

/** A keyed message and its English together, for the places that still hand on a string. */
export function keyed(key: string, values: GuestValues): KeyedMessage & { message: string } {
  return { key, values, message: englishOf({ key, values }) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Keys a message's English can be read back from (no money: its spelling depends on a locale). */
const READABLE = Object.entries(GUEST_MESSAGES)
  .filter(([, spec]) => !Object.values(spec.values).includes('money'))
  .map(([key, spec]) => {
    const names: string[] = [];
    const pattern = escapeRegExp(key).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_whole, name: string) => {
      names.push(name);
      return spec.values[name] === 'number' ? '(\\d+)' : '(.+?)';
    });
    return { key, spec, names, regex: new RegExp(`^${pattern}$`, 's') };
  })
  // The most values first: "out of operation: {{reason}} until {{until}}." before ": {{reason}}.".
  .sort((a, b) => b.names.length - a.names.length);

/**
 * The key and values of a spec message that travelled as English only (a schema's message, checked
 * by zod in the API or on the page): "Instruction cannot be more than 200 characters" is
 * `{{label}} cannot be more than {{max}} characters` with `{ label: 'Instruction', max: 200 }`.
 * Null when no keyed message reads that way.
 */
export function keyedOf(message: string): KeyedMessage | null {
  for (const { key, spec, names, regex } of READABLE) {
    const match = regex.exec(message);
    if (!match) continue;
    const values: GuestValues = {};
    names.forEach((name, index) => {
      const text = match[index + 1]!;
      values[name] = spec.values[name] === 'number' ? Number(text) : text;
    });
    return { key, values };
  }
  return null;
}
