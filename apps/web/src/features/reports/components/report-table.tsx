import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface ReportTableProps {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
  /** Columns after the first are numbers: right-aligned. */
  numeric?: boolean;
}

/**
 * A chart's figures as a plain table (its accessible view). Its frame scrolls past 420 px, so it
 * takes the keyboard's focus and is named by the caption: scrolled without a pointer, announced.
 */
export function ReportTable({ caption, headers, rows, numeric = true }: ReportTableProps) {
  const { t } = useOwnerT();
  return (
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            {headers.map((header, index) => (
              <TableCell key={header} align={numeric && index > 0 ? 'right' : 'left'} scope="col">
                {t(header)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={headers.length}>{t('No orders in this range.')}</TableCell>
            </TableRow>
          ) : (
            rows.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <TableCell key={index} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={index} align={numeric ? 'right' : 'left'}>
                      {cell}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
