import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import { formatMinor } from '@scanorder/shared/money/format';
import type { TicketPaper } from '../hooks/use-print-settings.ts';
import { formatOrderTime, fulfilmentText } from './order-format.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** Millimetres per CSS pixel (96 px to the inch). */
const MM_PER_PX = 25.4 / 96;
const ROLL_MARGIN_MM = 3;

/**
 * The page: A4, or a roll page 80 mm wide and as long as the ticket. `size: 80mm auto` is not valid
 * CSS (a size is one or two lengths), so Chromium dropped it and printed the roll ticket on Letter;
 * the roll's length is the ticket's measured height instead.
 */
const pageRule = (paper: TicketPaper, ticketHeightPx: number) =>
  paper === 'a4'
    ? '@page { size: A4; margin: 15mm; }'
    : `@page { size: 80mm ${Math.ceil(ticketHeightPx * MM_PER_PX + 2 * ROLL_MARGIN_MM + 2)}mm; margin: ${ROLL_MARGIN_MM}mm; }`;

/**
 * Only the ticket prints: every other child of body is hidden on paper, and the ticket (out of sight
 * on screen, laid out as on paper so that its height can be measured) is set for the chosen paper.
 * Plain black text: thermal printers have no grey.
 */
const printStyles = (paper: TicketPaper, ticketHeightPx: number) => `
${pageRule(paper, ticketHeightPx)}
.so-print-ticket { color: #000; font-family: system-ui, sans-serif;
  width: ${paper === '80mm' ? '74mm' : 'auto'}; font-size: ${paper === '80mm' ? '11pt' : '13pt'}; }
.so-print-ticket h1 { font-size: 1.6em; margin: 0 0 2mm; }
.so-print-ticket ul { list-style: none; padding: 0; margin: 2mm 0; border-top: 1px dashed #000; }
.so-print-ticket li { padding: 1mm 0; border-bottom: 1px dashed #000; }
.so-print-ticket .qty { font-weight: 700; }
.so-print-ticket .note { font-style: italic; padding-left: 4mm; }
.so-print-ticket p { margin: 0.5mm 0; }
@media screen { .so-print-ticket { position: fixed; left: -10000px; top: 0; visibility: hidden; } }
@media print {
  body > *:not(.so-print-ticket) { display: none !important; }
  .so-print-ticket { display: block; }
}`;

interface PrintTicketProps {
  ticket: BoardTicket;
  paper: TicketPaper;
  /** After the browser's print dialog closed (or printing was handed to the system). */
  onDone: () => void;
}

/** The kitchen ticket on paper: reference, where, items with options and notes, total. */
export function PrintTicket({ ticket, paper, onDone }: PrintTicketProps) {
  const { t, intlLocale } = useOwnerT();
  const ref = useRef<HTMLDivElement>(null);
  const [heightPx, setHeightPx] = useState(0);
  // Before the dialog opens: the roll page is as long as this ticket.
  useLayoutEffect(() => {
    setHeightPx(ref.current?.offsetHeight ?? 0);
  }, [ticket, paper]);
  useEffect(() => {
    const done = () => onDone();
    window.addEventListener('afterprint', done, { once: true });
    // After this render reached the page, so the dialog prints this ticket.
    const timer = window.setTimeout(() => window.print(), 50);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [ticket.id, onDone]);

  return createPortal(
    <div ref={ref} className="so-print-ticket" data-paper={paper} aria-hidden="true">
      <GlobalStyles styles={printStyles(paper, heightPx)} />
      <h1>#{ticket.reference}</h1>
      <p>
        <strong>{`${ticket.storeName} - ${ticket.identifier}`.toUpperCase()}</strong>
      </p>
      <p>{fulfilmentText(ticket, t, intlLocale)}</p>
      {ticket.personalDataErased ? null : (
        <p>{`${ticket.customer.firstName} ${ticket.customer.lastName} · ${ticket.customer.mobileNo}`}</p>
      )}
      <p>
        {t('Placed')} {formatOrderTime(ticket.createdAt, ticket.timeZone, intlLocale)}
      </p>
      {ticket.readyBy ? (
        <p>
          {t('Ready by')} {formatOrderTime(ticket.readyBy, ticket.timeZone, intlLocale)}
        </p>
      ) : null}
      {ticket.modified ? <p>{t('MODIFIED')}</p> : null}
      <ul>
        {ticket.lines.map((line, index) => (
          <li key={`${line.menuItemId}-${index}`}>
            <span className="qty">{line.quantity} ×</span> {line.name}
            {line.variant ? ` (${line.variant.value})` : ''}
            {line.options.map((option) => (
              <div key={`${option.groupId}-${option.optionId}`} className="note">
                {option.count > 1 ? `${option.value} × ${option.count}` : option.value}
              </div>
            ))}
            {line.instruction ? (
              <div className="note">
                {t('Instruction: {{instruction}}', { instruction: line.instruction })}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <p>
        <strong>
          {t('Total:')} {formatMinor(ticket.totals.totalMinor, ticket.totals.currency, intlLocale)}
        </strong>
      </p>
    </div>,
    document.body,
  );
}
