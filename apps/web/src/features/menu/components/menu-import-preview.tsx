import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportAction, MenuImportPreview } from '@scanorder/shared/menu/menu-csv';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

const ACTION_LABEL: Record<ImportAction, string> = {
  create: 'New',
  change: 'Changed',
  unchanged: 'Unchanged',
  refuse: 'Refused',
};
const ACTION_COLOR = {
  create: 'success',
  change: 'info',
  unchanged: 'default',
  refuse: 'error',
} as const satisfies Record<ImportAction, string>;

export function summaryOf(preview: MenuImportPreview, t: TFunction): string {
  const { create, change, unchanged, refuse } = preview.counts;
  return t('{{create}} new, {{change}} changed, {{unchanged}} unchanged, {{refuse}} refused', {
    create,
    change,
    unchanged,
    refuse,
  });
}

/**
 * What an import would do, one table row per item of the file: its row number, name and category,
 * and the result with every reason a row is refused. Refused rows come first, so a phone shows
 * what needs fixing without scrolling the whole menu.
 */
export function MenuImportPreviewTable({ preview }: { preview: MenuImportPreview }) {
  const { t } = useOwnerT();
  const rows = [...preview.items].sort(
    (a, b) => Number(b.action === 'refuse') - Number(a.action === 'refuse') || a.row - b.row,
  );
  return (
    <Box>
      {preview.fileProblems.map((problem) => (
        <Alert key={problem} severity="error" sx={{ mb: 1 }}>
          {t(problem)}
        </Alert>
      ))}
      {preview.newCategories.length > 0 ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('New categories: {{names}}', { names: preview.newCategories.join(', ') })}
        </Typography>
      ) : null}
      {rows.length > 0 ? (
        <Box
          role="region"
          aria-label={t('Import preview')}
          // Scrollable by keyboard too when the table is wider or taller than the dialog.
          tabIndex={0}
          sx={{ overflow: 'auto', maxHeight: { xs: 'none', sm: 420 } }}
        >
          <Table size="small" stickyHeader>
            {/* The summary is shown above the table; the caption names the table for screen readers. */}
            <Box component="caption" sx={visuallyHidden}>
              {summaryOf(preview, t)}
            </Box>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ width: 56 }}>
                  {t('Row')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('Item')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('Result')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.row} selected={row.action === 'refuse'}>
                  <TableCell>{row.row}</TableCell>
                  <TableCell sx={{ minWidth: 104, overflowWrap: 'break-word' }}>
                    <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                      {row.name || t('(no name)')}
                    </Box>
                    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                      {row.category}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    <Chip
                      size="small"
                      label={t(ACTION_LABEL[row.action])}
                      color={ACTION_COLOR[row.action]}
                    />
                    {row.problems.length > 0 ? (
                      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                        {row.problems.map((problem, index) => (
                          <li key={index}>
                            {t('Row {{row}}: {{message}}', {
                              row: problem.row,
                              message: t(problem.message),
                            })}
                          </li>
                        ))}
                      </Box>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Box>
  );
}
