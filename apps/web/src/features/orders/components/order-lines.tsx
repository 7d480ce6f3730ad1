import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import { formatMinor } from '@scanorder/shared/money/format';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

type Line = BoardTicket['lines'][number];

/** "Spice level: Hot", "Extra cheese × 2", grouped by option group. */
function optionTexts(line: Line): string[] {
  const groups = new Map<string, string[]>();
  for (const option of line.options) {
    const value = option.count > 1 ? `${option.value} × ${option.count}` : option.value;
    groups.set(option.groupName, [...(groups.get(option.groupName) ?? []), value]);
  }
  return [...groups].map(([group, values]) => `${group}: ${values.join(', ')}`);
}

/** The order's lines with options and instructions, then the price table ending in the total. */
export function OrderLines({ order }: { order: BoardTicket }) {
  const { t, intlLocale } = useOwnerT();
  const { totals } = order;
  const money = (minor: number) => formatMinor(minor, totals.currency, intlLocale);
  const rows: [string, number][] = [
    [t('Subtotal'), totals.subtotalMinor],
    ...(totals.taxMinor
      ? [[`${totals.taxTypeName || t('Tax')}`, totals.taxMinor] as [string, number]]
      : []),
    ...(totals.serviceChargeMinor
      ? [[t('Service charge'), totals.serviceChargeMinor] as [string, number]]
      : []),
    ...(totals.tipMinor
      ? [
          [t('Tip ({{percent}}%)', { percent: totals.tipPercentage }), totals.tipMinor] as [
            string,
            number,
          ],
        ]
      : []),
  ];

  return (
    <Box>
      <Box component="ul" aria-label={t('Items')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.lines.map((line, index) => (
          <Box
            component="li"
            key={`${line.menuItemId}-${index}`}
            sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {line.quantity} × {line.name}
                {line.variant ? ` (${line.variant.variantName}: ${line.variant.value})` : ''}
              </Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{money(line.lineTotalMinor)}</Typography>
            </Box>
            {optionTexts(line).map((text) => (
              <Typography key={text} variant="body2" sx={{ color: 'text.secondary' }}>
                {text}
              </Typography>
            ))}
            {line.instruction ? (
              <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                {t('Instruction: {{instruction}}', { instruction: line.instruction })}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, m: 0, mt: 1 }}
      >
        {rows.map(([label, minor]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {money(minor)}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {t('Total Price:')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
          {money(totals.totalMinor)}
        </Typography>
      </Box>
    </Box>
  );
}
