import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { ClosuresForm } from './closures-form.tsx';
import { MenuTypeHoursForm } from './menu-type-hours-form.tsx';
import { OrderingPreview } from './ordering-preview.tsx';
import { WeeklyHoursForm } from './weekly-hours-form.tsx';

/**
 * HOURS/CLOSURES: weekly hours, holidays and closures, menu-type hours (each saves on its own) and
 * the preview of whether guests can order at a chosen moment.
 */
export function HoursTab({ kind, business }: { kind: BusinessKind; business: Business }) {
  return (
    <Stack spacing={4} divider={<Divider flexItem />} sx={{ maxWidth: 960 }}>
      <WeeklyHoursForm kind={kind} business={business} />
      <ClosuresForm kind={kind} business={business} />
      <MenuTypeHoursForm kind={kind} business={business} />
      <OrderingPreview kind={kind} business={business} />
    </Stack>
  );
}
