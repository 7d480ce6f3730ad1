import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { PlanCardSkeleton } from './plan-card.tsx';

/** Starter Kit, Company and Enterprise. */
export const PLAN_COUNT = 3;

interface PlanGridProps {
  /** Null while the first answer is on its way: skeleton cards show. */
  children: ReactNode | null;
  /** An older answer shows while a new one loads (interval or currency changed). */
  stale?: boolean;
}

/** The plan cards side by side on wide screens, stacked on phones. */
export function PlanGrid({ children, stale = false }: PlanGridProps) {
  return (
    <Box
      aria-busy={children === null || stale}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${PLAN_COUNT}, 1fr)` },
        opacity: stale ? 0.6 : 1,
        transition: 'opacity 120ms',
      }}
    >
      {children ??
        Array.from({ length: PLAN_COUNT }, (_, index) => <PlanCardSkeleton key={index} />)}
    </Box>
  );
}
