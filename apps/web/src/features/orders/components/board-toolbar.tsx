import DownloadIcon from '@mui/icons-material/Download';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { ORDER_FILTER_LABELS, type OrderFilter } from '@scanorder/shared/ordering/board';
import type { HistoryProblems } from '../hooks/use-board-query.ts';
import type { TicketPaper } from '../hooks/use-print-settings.ts';
import { TONES } from './order-format.ts';
import type { StreamStatus } from '../hooks/use-order-stream.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

const STREAM_LABEL: Record<StreamStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

interface BoardToolbarProps {
  filters: readonly OrderFilter[];
  filter: OrderFilter;
  onFilter: (filter: OrderFilter) => void;
  /** Null where the board is one branch already (kiosk). */
  branches: { id: string; name: string }[] | null;
  branchId: string | undefined;
  onBranch: (branchId: string | null) => void;
  from: string;
  to: string;
  problems: HistoryProblems;
  onRange: (range: { from?: string; to?: string }) => void;
  /** The CSV of the list shown, or null (not allowed, or the range is not valid). */
  csvHref: string | null;
  sound: boolean;
  onSound: (enabled: boolean) => void;
  stream: StreamStatus;
  /** This device's ticket printing: paper and printing each accepted ticket. */
  print: {
    paper: TicketPaper;
    autoPrint: boolean;
    setPaper: (paper: TicketPaper) => void;
    setAutoPrint: (on: boolean) => void;
  };
  /** Orders that need action now, shown as a badge (the kiosk, which has no ORDERS tab badge). */
  newCount?: number;
}

/** Filters (Current, Completed, Future, History), branch, History's dates, export, sound, live. */
export function BoardToolbar(props: BoardToolbarProps) {
  const { t } = useOwnerT();
  const { filters, filter, branches, from, to, problems } = props;
  // On a phone or a kitchen tablet the device's own settings fold away behind one button, so the
  // tickets start higher on the screen; a desktop has the width to show them in the first row.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const [deviceOpen, setDeviceOpen] = useState(false);
  const deviceId = useId();
  const deviceSettings = (
    <>
      <FormControlLabel
        control={
          <Switch checked={props.sound} onChange={(event) => props.onSound(event.target.checked)} />
        }
        label={t('Sound for new orders')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={props.print.autoPrint}
            onChange={(event) => props.print.setAutoPrint(event.target.checked)}
          />
        }
        label={t('Print on accept (this device)')}
      />
      <TextField
        select
        size="small"
        label={t('Ticket paper')}
        value={props.print.paper}
        onChange={(event) => props.print.setPaper(event.target.value === 'a4' ? 'a4' : '80mm')}
        sx={{ minWidth: 130 }}
      >
        <MenuItem value="80mm">{t('80 mm roll')}</MenuItem>
        <MenuItem value="a4">{t('A4')}</MenuItem>
      </TextField>
    </>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          color="primary"
          size="small"
          value={filter}
          onChange={(_, value: OrderFilter | null) => {
            if (value) props.onFilter(value);
          }}
          aria-label={t('Order list filter')}
          // A phone: the filters share one row (wrapped, the last one sat alone with broken edges).
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {filters.map((item) => (
            <ToggleButton
              key={item}
              value={item}
              sx={{
                px: { xs: 1, sm: 2 },
                flex: { xs: '1 1 0', sm: 'none' },
                whiteSpace: 'nowrap',
                // At 320 px the four Spanish filters ran 42 px past the screen's edge.
                '@media (max-width: 359.95px)': { px: 0.25, fontSize: '0.75rem' },
              }}
            >
              {t(ORDER_FILTER_LABELS[item])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {props.newCount ? (
          <Chip
            role="status"
            color="error"
            label={t('{{count}} new', { count: props.newCount })}
            aria-label={t('{{count}} orders need action', { count: props.newCount })}
          />
        ) : null}
        {branches ? (
          <TextField
            select
            size="small"
            label={t('Store name')}
            value={props.branchId ?? ''}
            onChange={(event) => props.onBranch(event.target.value || null)}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('All stores')}</MenuItem>
            {branches.map((branch) => (
              <MenuItem key={branch.id} value={branch.id}>
                {branch.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Chip
          role="status"
          size="small"
          variant="outlined"
          label={t(STREAM_LABEL[props.stream])}
          sx={props.stream === 'live' ? TONES.ready : TONES.attention}
        />
        {compact ? (
          <Button
            size="small"
            aria-expanded={deviceOpen}
            aria-controls={deviceId}
            onClick={() => setDeviceOpen((open) => !open)}
            endIcon={deviceOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          >
            {t('Sound and printing')}
          </Button>
        ) : (
          deviceSettings
        )}
      </Box>
      {compact && deviceOpen ? (
        <Box id={deviceId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {deviceSettings}
        </Box>
      ) : null}
      {filter === 'history' || props.csvHref ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
          {filter === 'history' ? (
            <>
              <TextField
                type="date"
                size="small"
                label={t('From date')}
                value={from}
                onChange={(event) => props.onRange({ from: event.target.value })}
                error={!!problems.from}
                helperText={problems.from}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="date"
                size="small"
                label={t('To date')}
                value={to}
                onChange={(event) => props.onRange({ to: event.target.value })}
                error={!!problems.to}
                helperText={problems.to}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </>
          ) : null}
          {props.csvHref ? (
            <Button
              variant="outlined"
              component="a"
              href={props.csvHref}
              download
              startIcon={<DownloadIcon />}
            >
              {t('Export CSV')}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
