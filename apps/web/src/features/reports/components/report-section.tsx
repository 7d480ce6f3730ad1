import DownloadIcon from '@mui/icons-material/Download';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface ReportSectionProps {
  title: string;
  description: string;
  csvHref: string;
  /** The download's name, so every CSV link reads differently to a screen reader. */
  csvLabel: string;
  chart: ReactNode;
  table: ReactNode;
}

/**
 * One report of the dashboard: a chart with the same figures as a table behind it (for screen
 * readers, keyboards and anyone who would rather read numbers), and its CSV.
 */
export function ReportSection({
  title,
  description,
  csvHref,
  csvLabel,
  chart,
  table,
}: ReportSectionProps) {
  const { t } = useOwnerT();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      className="report-section"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
        </Box>
        <Box className="report-no-print" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            aria-pressed={asTable}
            aria-controls={bodyId}
            startIcon={asTable ? <InsertChartOutlinedIcon /> : <TableChartOutlinedIcon />}
            onClick={() => setAsTable((shown) => !shown)}
          >
            {asTable ? t('Show chart') : t('Show table')}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('of')} ${title.toLowerCase()}`}
            </Box>
          </Button>
          <Button
            size="small"
            variant="outlined"
            href={csvHref}
            download
            startIcon={<DownloadIcon />}
            aria-label={t('Download CSV of {{csvLabel}}', { csvLabel: t(csvLabel) })}
          >
            {t('CSV')}
          </Button>
        </Box>
      </Box>
      <Box id={bodyId} sx={{ mt: 2 }}>
        {asTable ? table : chart}
      </Box>
    </Paper>
  );
}
