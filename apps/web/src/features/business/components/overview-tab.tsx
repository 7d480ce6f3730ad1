import Box from '@mui/material/Box';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { DetailsForm } from './details-form.tsx';
import { MenuLanguageForm } from './menu-language-form.tsx';
import { SetupChecklist } from './setup-checklist.tsx';

interface OverviewTabProps {
  kind: BusinessKind;
  /** Null until the owner first saves the details. */
  business: Business | null;
  canManage: boolean;
}

/**
 * OVERVIEW: the setup checklist beside the business details and the menu's language. One chunk for
 * the three (a lazy chunk each was three round trips one after another before the form showed).
 */
export function OverviewTab({ kind, business, canManage }: OverviewTabProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' },
        alignItems: 'start',
      }}
    >
      {/* The checklist comes first in the page, as a phone shows it: the keyboard and a screen
          reader meet it before the form. On a wide screen it sits beside the form. */}
      <Box
        sx={{
          gridColumn: { md: 2 },
          gridRow: { md: 1 },
          position: { md: 'sticky' },
          top: { md: 88 },
        }}
      >
        <SetupChecklist kind={kind} business={business} />
      </Box>
      <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
        <DetailsForm kind={kind} business={business} />
        {business && canManage ? (
          <Box sx={{ mt: 4 }}>
            <MenuLanguageForm kind={kind} business={business} />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
