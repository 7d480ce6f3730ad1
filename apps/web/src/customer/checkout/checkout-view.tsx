import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { askedFields } from '@scanorder/shared/ordering/guest-details';
import type { PlaceOrderRequest } from '@scanorder/shared/ordering/place-order';
import { tipChoicesOf } from '@scanorder/shared/ordering/price';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import type { CartPrice } from '@scanorder/shared/ordering/saved-cart';
import type { SavedCart } from '@scanorder/shared/ordering/saved-cart';
import { money, percent } from '../lib/format.ts';
import { randomId } from '../lib/uuid.ts';
import { PriceRows } from '../ui/price-rows.tsx';
import {
  buildOrderRequest,
  checkoutErrors,
  deliveryMinimumShortOf,
  defaultChoice,
  guestFulfilmentOf,
  initialCustomer,
  type CheckoutValues,
  type CustomerField,
} from './checkout-form.ts';
import { readCheckoutDraft, writeCheckoutDraft } from './checkout-draft.ts';
import { CustomerFields } from './customer-fields.tsx';
import { DeliveryLocation } from './delivery-location.tsx';
import { fulfilmentOptions } from './fulfilment-options.ts';
import { PickupSlotFields } from './pickup-slot-fields.tsx';
import { forgetDetails, readRememberedDetails, rememberDetails } from './remembered-details.ts';
import type { SendState } from './send-queue.ts';
import { SendStatus } from './send-status.tsx';
import styles from './checkout.module.css';
import { useT } from '../i18n/guest-i18n.tsx';
import { useRefusalText } from '../i18n/guest-message.ts';

interface CheckoutViewProps {
  menu: PublicMenu;
  cart: SavedCart;
  priceWithTip: (tipPercentage: number) => CartPrice;
  sendState: SendState;
  /** The key of an order still waiting to be sent, so a retry reuses it. */
  pendingKey: string | null;
  onPlace: (request: PlaceOrderRequest) => void;
}

/**
 * Checkout: how the order is fulfilled (as the business allows now), the customer's details with
 * the spec's rules as they type, the tip, the price breakdown from the shared function, and placing
 * it once (one idempotency key per checkout, reused by every retry).
 */
export function CheckoutView({
  menu,
  cart,
  priceWithTip,
  sendState,
  pendingKey,
  onPlace,
}: CheckoutViewProps) {
  const t = useT();
  const refusal = useRefusalText();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [idempotencyKey] = useState(() => pendingKey ?? randomId());
  const [remembered, setRemembered] = useState(readRememberedDetails);
  const [values, setValues] = useState<CheckoutValues>(() => {
    const draft = readCheckoutDraft(menu);
    const choice = draft?.choice ?? defaultChoice(menu);
    const tip = draft?.tipPercentage;
    return {
      choice,
      slot: choice === 'pickup-later' ? (draft?.slot ?? null) : null,
      customer: { ...initialCustomer(menu.qrCode?.prefill, remembered), ...draft?.customer },
      tipPercentage: tip !== undefined && tipChoicesOf(menu.orderSettings).includes(tip) ? tip : 0,
      location: null,
    };
  });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(0);

  const price = priceWithTip(values.tipPercentage);
  const request = buildOrderRequest(menu, cart, values, idempotencyKey);
  const errors = checkoutErrors(menu, values, request, price.breakdown);
  const shown = (key: string) => (submitted > 0 || touched.has(key) ? errors[key] : undefined);
  const busy = sendState.status === 'sending' || sendState.status === 'waiting';
  const options = fulfilmentOptions(menu);
  const tips = tipChoicesOf(menu.orderSettings);
  const { orderSettings } = menu;
  const guestFulfilment = guestFulfilmentOf(values.choice);
  const guestModes = orderSettings.guestDetails[guestFulfilment];
  const asked = askedFields(orderSettings.guestDetails, guestFulfilment);

  useEffect(() => writeCheckoutDraft(menu, values), [menu, values]);

  useEffect(() => {
    if (submitted === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitted]);

  const touch = (key: string) =>
    setTouched((current) => (current.has(key) ? current : new Set([...current, key])));
  const setCustomer = (field: CustomerField, value: string) => {
    setValues((current) => ({ ...current, customer: { ...current.customer, [field]: value } }));
    touch(`customer.${field}`);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (Object.keys(errors).length > 0 || !price.ok) {
      setSubmitted((count) => count + 1);
      return;
    }
    rememberDetails(request.customer);
    onPlace(request);
  };

  const forget = () => {
    forgetDetails();
    setRemembered(null);
    // What the QR code prefilled stays: it is the business's, not the device's memory.
    setValues((current) => ({ ...current, customer: initialCustomer(menu.qrCode?.prefill) }));
  };

  const customerErrors = Object.fromEntries(
    Object.keys(values.customer).map((field) => [field, shown(`customer.${field}`)]),
  ) as Partial<Record<CustomerField, string>>;
  const fulfilmentError = shown('fulfilment');
  const deliveryMinimum = deliveryMinimumShortOf(menu, values, price.breakdown);
  const linesError = deliveryMinimum
    ? t('Delivery needs an order of at least {{amount}}', { amount: deliveryMinimum })
    : errors.lines && refusal(errors.lines);

  return (
    <form ref={form} id={formId} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.content}>
        <fieldset
          className={styles.section}
          aria-describedby={fulfilmentError ? `${formId}-fulfilment` : undefined}
        >
          <legend className={styles.sectionTitle}>{t('How do you want your order?')}</legend>
          {options.map((option) => (
            <label key={option.choice} className={styles.choice}>
              <input
                type="radio"
                name="fulfilment"
                value={option.choice}
                checked={values.choice === option.choice}
                disabled={!option.available}
                onChange={() => setValues((current) => ({ ...current, choice: option.choice }))}
              />
              <span className={styles.choiceText}>
                {t(option.label)}
                <span className={styles.choiceNote}>
                  {option.noteValues ? t(option.note, option.noteValues) : refusal(option.note)}
                </span>
              </span>
            </label>
          ))}
          {fulfilmentError && (
            <p id={`${formId}-fulfilment`} className={styles.fieldError}>
              {refusal(fulfilmentError)}
            </p>
          )}
        </fieldset>

        {values.choice === 'pickup-later' && (
          <PickupSlotFields
            menu={menu}
            slot={values.slot}
            error={shown('slot') ?? null}
            onChange={(slot) => {
              setValues((current) => ({ ...current, slot }));
              touch('slot');
            }}
          />
        )}
        {values.choice === 'delivery' && menu.fulfilment.delivery.radius !== null && (
          <DeliveryLocation
            location={values.location}
            onChange={(location) => setValues((current) => ({ ...current, location }))}
          />
        )}

        <CustomerFields
          values={values.customer}
          errors={customerErrors}
          withAddress={values.choice === 'delivery'}
          asked={asked}
          optional={asked.filter((field) => guestModes[field] === 'optional')}
          remembered={remembered !== null}
          onForget={forget}
          onChange={setCustomer}
          onBlur={(field) => touch(`customer.${field}`)}
        />

        {tips.length > 1 && (
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>{t('Tip')}</legend>
            <div className={styles.tipRow}>
              {tips.map((tip) => (
                <label key={tip} className={styles.tip}>
                  <input
                    type="radio"
                    name="tip"
                    value={tip}
                    checked={values.tipPercentage === tip}
                    onChange={() => setValues((current) => ({ ...current, tipPercentage: tip }))}
                  />
                  <span>{percent(tip)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <section className={styles.section} aria-labelledby={`${formId}-summary`}>
          <h3 id={`${formId}-summary`} className={styles.sectionTitle}>
            {t('Price details')}
          </h3>
          {price.ok ? (
            <PriceRows
              currency={menu.business.currency}
              subtotalMinor={price.breakdown.subtotalMinor}
              taxMinor={price.breakdown.taxMinor}
              taxTypeName={orderSettings.taxTypeName}
              showTax={orderSettings.includeTaxCalculation}
              serviceChargeMinor={price.breakdown.serviceChargeMinor}
              serviceChargePercentage={price.breakdown.serviceChargePercentage}
              tipMinor={price.breakdown.tipMinor}
              tipPercentage={price.breakdown.tipPercentage}
              showTip={orderSettings.includeTips}
              totalMinor={price.breakdown.totalMinor}
              totalLabel={t('Total Price')}
            />
          ) : (
            <p className={styles.fieldError} role="alert">
              {refusal({ message: price.error.message, ...price.error.keyed })}
            </p>
          )}
          {linesError && (
            <p className={styles.fieldError} role="alert">
              {linesError}
            </p>
          )}
        </section>
      </div>
      <footer className={styles.footer}>
        {orderSettings.paymentNotAvailable && (
          <p className={styles.payNotice} role="note">
            <strong>
              {values.choice === 'delivery' ? t('Pay on delivery.') : t('Pay at the counter.')}
            </strong>{' '}
            {t(
              'This business does not take payment online: you pay it directly when you collect or receive your order.',
            )}
          </p>
        )}
        <SendStatus state={sendState} kind={menu.business.kind} />
        {/* Not disabled while busy: a disabled button drops the keyboard to the page; submit refuses. */}
        <button type="submit" className={styles.primary} aria-disabled={busy}>
          {busy
            ? t('Sending…')
            : price.ok
              ? t('Place order · {{total}}', {
                  total: money(price.breakdown.totalMinor, menu.business.currency),
                })
              : t('Place order')}
        </button>
      </footer>
    </form>
  );
}
