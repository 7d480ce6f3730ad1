import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  SETUP_STEP_LABELS,
  SETUP_STEPS,
  type SetupStatus,
  type SetupStep,
} from '@scanorder/shared/business/business';
import { searchWithTab, type BusinessTabKey } from './business-tabs.ts';

/** Where each setup step is done. */
const STEP_TAB: Record<SetupStep, BusinessTabKey> = {
  details: 'overview',
  logo: 'logo',
  hours: 'hours',
  branch: 'service-settings',
  menuItem: 'menu',
};

/** Spec 02 (completeSetup): what is still missing before customers see a working menu. */
export function SetupChecklist({ status }: { status: SetupStatus | null }) {
  const [search] = useSearchParams();
  const missing = new Set<SetupStep>(status ? status.missing : SETUP_STEPS);
  const complete = status?.complete ?? false;
  return (
    <Card variant="outlined" component="section" aria-labelledby="setup-checklist-title">
      <CardContent>
        <Typography id="setup-checklist-title" variant="h6" component="h2">
          Setup checklist
        </Typography>
        <Typography variant="body2" sx={{ color: complete ? 'success.main' : 'text.secondary' }}>
          {complete
            ? 'Setup complete: customers can order from your menu.'
            : `${missing.size} of ${SETUP_STEPS.length} steps still missing.`}
        </Typography>
        {/* Once everything is done the list only takes room: the summary line says it all. */}
        <List dense hidden={complete}>
          {SETUP_STEPS.map((step) => {
            const done = !missing.has(step);
            return (
              <ListItem key={step} disableGutters>
                <ListItemIcon sx={{ minWidth: 34 }}>
                  {done ? (
                    <CheckCircleIcon color="success" fontSize="small" titleAccess="Done" />
                  ) : (
                    <RadioButtonUncheckedIcon fontSize="small" titleAccess="Missing" />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={
                    done ? (
                      SETUP_STEP_LABELS[step]
                    ) : (
                      <Link component={RouterLink} to={searchWithTab(search, STEP_TAB[step])}>
                        {SETUP_STEP_LABELS[step]}
                      </Link>
                    )
                  }
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
