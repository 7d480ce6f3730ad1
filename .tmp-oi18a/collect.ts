import { writeFileSync } from 'node:fs';
import type { z } from 'zod';
const S = '../packages/shared/src/';
const m = async (p: string) => (await import(S + p + '.ts')) as Record<string, unknown>;

const out = new Set<string>();
function leaves(v: unknown, depth = 0): void {
  if (depth > 3) return;
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) v.forEach((x) => leaves(x, depth + 1));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => leaves(x, depth + 1));
}
const label = (v: Record<string, { label: string }>) => Object.values(v).forEach((e) => out.add(e.label));

const constants = await m('business/constants');
leaves(constants.KIND_LABEL); leaves(constants.BUSINESS_TYPES);
leaves((await m('team/messages')).teamMessages);
const se = (await m('business/server-errors')).serverErrorsOf as (k: string) => unknown;
leaves(se('restaurant')); leaves(se('grocery'));
const business = await m('business/business');
leaves(business.SETUP_STEP_LABELS);
leaves((await m('ordering/ordering-preview')).orderingRuleLabels);
leaves((await m('menu/availability')).MENU_AVAILABILITY);
const og = await m('menu/option-groups');
leaves(og.MENU_TAGS); leaves(og.ALLERGENS); leaves(og.optionGroupMessages);
const print = await m('qr/qr-print');
label(print.PRINT_LAYOUTS as never); label(print.PRINT_PAPERS as never);
leaves((await m('ordering/customer')).CUSTOMER_FIELD_LABELS);
const qr = await m('qr/qr-code');
leaves(qr.qrMessages);
const cats = await m('menu/categories');
leaves(cats.categoryMessages);
const csv = await m('menu/menu-csv');
leaves(csv.menuCsvMessages);
const board = await m('ordering/board');
leaves(board.boardMessages);
const branch = await m('business/branch');
leaves(branch.pinMessages);
const hours = await m('business/hours');
leaves(hours.hoursMessages); leaves(hours.WEEKDAYS);
leaves((await m('validation/upload-rules')).uploadMessages);
const msgs = (await m('validation/messages')).messages as Record<string, unknown>;
Object.values(msgs).forEach((v) => typeof v === 'string' && out.add(v));

// zod messages the owner's forms can show: parse empty, blank, overlong and out-of-range values.
const schemas: unknown[] = [];
const add = (v: unknown) => (v && typeof v === 'object' && 'safeParse' in v ? schemas.push(v) : v && typeof v === 'object' && Object.values(v).forEach((x) => x && typeof x === 'object' && 'safeParse' in x && schemas.push(x)));
const details = await m('business/details'); add(details.businessDetailsInputSchemas);
const settings = await m('business/settings'); add(settings.pickupDeliverySchemas); add(settings.orderSettingsSchema);
add(hours.businessHoursSchema); add(hours.closuresSchema); add(hours.menuTypeHoursSchema);
add(branch.createBranchInputSchemas); add(branch.branchOperationInputSchema); add(branch.branchPinInputSchema);
add(board.kioskPinInputSchema);
const item = await m('menu/menu-item'); add(item.menuItemInputSchemas);
add(cats.categoriesInputSchema); add(cats.categoryNameField);
add(qr.qrCodeInputSchemas); add(qr.qrCodeRangeInputSchemas);
const member = await m('team/member');
add(member.inviteMemberInputSchema); add(member.updateMemberInputSchema); add(member.memberPasswordInputSchema);
const profile = await m('profile/profile'); add(profile.countryCodeField);

const long = 'x'.repeat(2000);
const values: unknown[] = ['', ' ', long, -5, 1e12, 0.123, 'abc', null, [], [{}], [{ value: '' }, { value: '' }], {}];
function shapeOf(s: unknown): Record<string, unknown> | null {
  const def = (s as { _zod?: { def?: { shape?: Record<string, unknown>; innerType?: unknown; in?: unknown } } })._zod?.def;
  if (!def) return null;
  if (def.shape) return def.shape;
  if (def.innerType) return shapeOf(def.innerType);
  if (def.in) return shapeOf(def.in);
  return null;
}
function collect(s: z.ZodType, input: unknown) {
  const r = s.safeParse(input);
  if (!r.success) r.error.issues.forEach((i) => out.add(i.message));
}
for (const s of schemas as z.ZodType[]) {
  for (const v of values) collect(s, v);
  const shape = shapeOf(s);
  if (shape) {
    for (const key of Object.keys(shape)) for (const v of values) collect(s, { [key]: v });
    for (const v of values) collect(s, Object.fromEntries(Object.keys(shape).map((k) => [k, v])));
  }
}
writeFileSync(process.argv[2]!, JSON.stringify([...out].sort(), null, 1));
console.log(out.size);
