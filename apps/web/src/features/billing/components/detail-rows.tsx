import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/**
 * The body of a billing details table: each label (English, translated here) heads its row, its
 * value beside it; a long unbroken value (an account id, an email) wraps instead of widening the
 * table.
 */
export function DetailRows({
  rows,
}: {
  rows: readonly (readonly [label: string, value: string])[];
}) {
  const { t } = useOwnerT();
  return (
    <TableBody>
      {rows.map(([label, value]) => (
        <TableRow key={label}>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '45%' }}>
            {t(label)}
          </TableCell>
          <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}
