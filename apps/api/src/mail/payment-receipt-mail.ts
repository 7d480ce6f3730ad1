import {
  directionOf,
  intlLocaleOf,
  SOURCE_LOCALE,
  type GuestLocale,
} from '@scanorder/shared/i18n/locales';
import { formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import { cardBrandName } from '@scanorder/shared/payments/card-brand';
import type { OutgoingMail } from './mailer.ts';
import { layout } from './templates.ts';

export interface PaymentReceipt {
  businessName: string;
  reference: string;
  /**
   * A share of a table's bill (decision 047): it may have paid other guests' orders, so the email
   * thanks for the table's bill rather than naming the bill's first order.
   */
  share?: boolean;
  amountMinor: number;
  tipMinor: number;
  currency: string;
  card: { brand: string | null; last4: string } | null;
  /** The receipt page: the items, tax, service charge, tip, card and refunds. */
  url: string;
}

interface ReceiptWords {
  subject: (business: string) => string;
  /** A share's payer gave an email, no name: greeted without one. */
  hello: (name: string | null) => string;
  thanks: (business: string, reference: string) => string;
  thanksShare: (business: string) => string;
  paid: (amount: string, tip: string, card: string | null) => string;
  card: (brand: string, last4: string) => string;
  anyCard: string;
  body: string;
  action: string;
  linkFallback: string;
}

/**
 * The receipt in the guest's language (issue 22: the emails to the guest are translated like the
 * customer pages). The server has no catalogue of the web's, and this is its only guest mail, so
 * its few sentences live here, whole, one set per guest language.
 */
const WORDS: Record<GuestLocale, ReceiptWords> = {
  en: {
    subject: (business) => `Your receipt from ${business}`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    thanks: (business, reference) =>
      `Thank you for your payment to ${business} for order ${reference}.`,
    thanksShare: (business) =>
      `Thank you for your payment to ${business} toward your table's bill.`,
    paid: (amount, tip, card) => `Paid: ${amount} (tip ${tip})${card ? ` with ${card}` : ''}.`,
    card: (brand, last4) => `${brand} ending ${last4}`,
    anyCard: 'card',
    body: 'Your full receipt with the items, tax, service charge and tip is ready to view and print.',
    action: 'View receipt',
    linkFallback: 'If the button does not work, open this link:',
  },
  hi: {
    subject: (business) => `${business} से आपकी रसीद`,
    hello: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    thanks: (business, reference) =>
      `ऑर्डर ${reference} के लिए ${business} को भुगतान करने के लिए धन्यवाद।`,
    thanksShare: (business) => `टेबल के बिल के लिए ${business} को भुगतान करने के लिए धन्यवाद।`,
    paid: (amount, tip, card) => `भुगतान: ${amount} (टिप ${tip})${card ? `, ${card} से` : ''}।`,
    card: (brand, last4) => `${brand} (अंतिम अंक ${last4})`,
    anyCard: 'कार्ड',
    body: 'सामान, टैक्स, सर्विस चार्ज और टिप के साथ आपकी पूरी रसीद देखने और प्रिंट करने के लिए तैयार है।',
    action: 'रसीद देखें',
    linkFallback: 'अगर बटन काम न करे, तो यह लिंक खोलें:',
  },
  es: {
    subject: (business) => `Tu recibo de ${business}`,
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    thanks: (business, reference) =>
      `Gracias por tu pago a ${business} por el pedido ${reference}.`,
    thanksShare: (business) => `Gracias por tu pago a ${business} de la cuenta de la mesa.`,
    paid: (amount, tip, card) => `Pagado: ${amount} (propina ${tip})${card ? ` con ${card}` : ''}.`,
    card: (brand, last4) => `${brand} terminada en ${last4}`,
    anyCard: 'tarjeta',
    body: 'Tu recibo completo, con los artículos, impuestos, cargo por servicio y propina, está listo para ver e imprimir.',
    action: 'Ver recibo',
    linkFallback: 'Si el botón no funciona, abre este enlace:',
  },
  fr: {
    subject: (business) => `Votre reçu de ${business}`,
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    thanks: (business, reference) =>
      `Merci pour votre paiement à ${business} pour la commande ${reference}.`,
    thanksShare: (business) =>
      `Merci pour votre paiement à ${business} pour l’addition de la table.`,
    paid: (amount, tip, card) =>
      `Payé : ${amount} (pourboire ${tip})${card ? ` avec ${card}` : ''}.`,
    card: (brand, last4) => `${brand} se terminant par ${last4}`,
    anyCard: 'carte',
    body: 'Votre reçu complet, avec les articles, les taxes, les frais de service et le pourboire, est prêt à être consulté et imprimé.',
    action: 'Voir le reçu',
    linkFallback: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
  },
  de: {
    subject: (business) => `Ihr Beleg von ${business}`,
    hello: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    thanks: (business, reference) =>
      `Vielen Dank für Ihre Zahlung an ${business} für die Bestellung ${reference}.`,
    thanksShare: (business) => `Vielen Dank für Ihre Zahlung an ${business} für die Tischrechnung.`,
    paid: (amount, tip, card) =>
      `Bezahlt: ${amount} (Trinkgeld ${tip})${card ? ` mit ${card}` : ''}.`,
    card: (brand, last4) => `${brand} mit Endziffern ${last4}`,
    anyCard: 'Karte',
    body: 'Ihr vollständiger Beleg mit Artikeln, Steuern, Servicegebühr und Trinkgeld steht zum Ansehen und Drucken bereit.',
    action: 'Beleg ansehen',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
  },
  ar: {
    subject: (business) => `إيصالك من ${business}`,
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    thanks: (business, reference) => `شكرًا لدفعك إلى ${business} مقابل الطلب ${reference}.`,
    thanksShare: (business) => `شكرًا لدفعك إلى ${business} مقابل فاتورة الطاولة.`,
    paid: (amount, tip, card) =>
      `المدفوع: ${amount} (البقشيش ${tip})${card ? ` باستخدام ${card}` : ''}.`,
    card: (brand, last4) => `${brand} المنتهية بـ ${last4}`,
    anyCard: 'البطاقة',
    body: 'إيصالك الكامل مع الأصناف والضريبة ورسوم الخدمة والبقشيش جاهز للعرض والطباعة.',
    action: 'عرض الإيصال',
    linkFallback: 'إذا لم يعمل الزر، افتح هذا الرابط:',
  },
};

/**
 * Sent to a guest who gave an email when their payment succeeds, in the language their page was
 * in; the link opens the receipt page in that language too.
 */
export function paymentReceiptMail(
  to: string,
  firstName: string | null,
  receipt: PaymentReceipt,
  locale: GuestLocale = SOURCE_LOCALE,
): OutgoingMail {
  const words = WORDS[locale];
  const money = (minor: number) =>
    formatCurrencyMinor(
      minor,
      receipt.currency,
      locale === SOURCE_LOCALE ? undefined : intlLocaleOf(locale),
    );
  const brand = receipt.card?.brand;
  const card = receipt.card
    ? words.card(brand ? cardBrandName(brand) : words.anyCard, receipt.card.last4)
    : null;
  const url = locale === SOURCE_LOCALE ? receipt.url : `${receipt.url}?lang=${locale}`;
  return layout(
    to,
    words.subject(receipt.businessName),
    [
      words.hello(firstName),
      receipt.share
        ? words.thanksShare(receipt.businessName)
        : words.thanks(receipt.businessName, receipt.reference),
      words.paid(money(receipt.amountMinor), money(receipt.tipMinor), card),
      words.body,
    ],
    { label: words.action, url },
    { lang: locale, dir: directionOf(locale), linkFallback: words.linkFallback },
  );
}
