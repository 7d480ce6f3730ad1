import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  TAB_GROUP_LABELS,
  TAB_GROUPS,
  type BusinessTab,
  type BusinessTabKey,
} from './business-tabs.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface BusinessTabBarProps {
  kind: BusinessKind;
  label: string;
  tabs: readonly BusinessTab[];
  tab: BusinessTabKey;
  onChange: (tab: BusinessTabKey) => void;
  /** Orders that need action: a count on the ORDERS tab. */
  ordersBadge?: number;
}

/** After the buttons mount and MUI's scroll animation (about 300 ms from mount) ends. */
const SETTLE_MS = 800;

/**
 * From a computer's width the Setup tabs wrap onto a second row instead of scrolling, so every
 * setting is in sight (nine tabs do not fit beside Service in the page's width). A wrapped row has
 * no single bottom line for MUI's sliding indicator, so the selected tab is underlined itself.
 */
const WRAPPED_FROM_LG = {
  '& .MuiTabs-list': { flexWrap: { lg: 'wrap' } },
  '& .MuiTabs-indicator': { display: { lg: 'none' } },
  '& .MuiTab-root.Mui-selected': { boxShadow: { lg: 'inset 0 -2px 0 currentColor' } },
} as const;

export const tabIdOf = (kind: BusinessKind, tab: BusinessTabKey) => `${kind}-tab-${tab}`;
export const tabPanelIdOf = (kind: BusinessKind, tab: BusinessTabKey) => `${kind}-tabpanel-${tab}`;

/**
 * The owner tabs in two labelled groups: Service (ORDERS with its count, QR-CODES), never scrolled
 * away, then Setup, scrollable with buttons on narrow screens.
 */
export function BusinessTabBar({
  kind,
  label,
  tabs,
  tab,
  onChange,
  ordersBadge = 0,
}: BusinessTabBarProps) {
  // On phones MUI animates the selected tab into view with the scroller's width from before its
  // scroll buttons mounted; the animation then undoes its own correction and the buttons cover
  // part of the tab (a reload on ?tab=service-settings). Once it is over, show the tab whole.
  useEffect(() => {
    const timer = window.setTimeout(
      () =>
        document
          .getElementById(tabIdOf(kind, tab))
          ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }),
      SETTLE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [kind, tab]);

  const { t } = useOwnerT();
  const groups = TAB_GROUPS.map((group) => ({
    group,
    tabs: tabs.filter((item) => item.group === group),
  })).filter((entry) => entry.tabs.length > 0);

  return (
    <Box
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        mt: 2,
        display: 'flex',
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        alignItems: 'flex-start',
        columnGap: 2,
        // On paper (REPORTS' Print) the tabs went, but their group labels stayed, empty.
        displayPrint: 'none',
      }}
    >
      {groups.map(({ group, tabs: groupTabs }) => {
        const selected = groupTabs.some((item) => item.key === tab);
        const groupLabel = t(TAB_GROUP_LABELS[group]);
        return (
          <Box
            key={group}
            sx={{
              minWidth: 0,
              flex: group === 'service' ? '0 0 auto' : '1 1 0',
              width: { xs: group === 'service' ? '100%' : 'auto', md: 'auto' },
            }}
          >
            <Typography
              variant="caption"
              component="div"
              aria-hidden
              sx={{ color: 'text.secondary', px: 2, textTransform: 'uppercase' }}
            >
              {groupLabel}
            </Typography>
            <Tabs
              value={selected ? tab : false}
              onChange={(_, next: BusinessTabKey) => onChange(next)}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile={group === 'setup'}
              sx={group === 'setup' ? WRAPPED_FROM_LG : undefined}
              aria-label={t('{{business}} {{group}}', {
                business: label,
                group: groupLabel.toLowerCase(),
              })}
            >
              {groupTabs.map((item) => (
                <Tab
                  key={item.key}
                  value={item.key}
                  label={
                    item.key === 'orders' && ordersBadge > 0 ? (
                      <Badge
                        badgeContent={ordersBadge}
                        color="error"
                        max={99}
                        sx={{ '& .MuiBadge-badge': { right: -10, top: 2 } }}
                      >
                        {t(item.label, { context: kind })}
                      </Badge>
                    ) : (
                      t(item.label, { context: kind })
                    )
                  }
                  aria-label={
                    item.key === 'orders' && ordersBadge > 0
                      ? t('{{tab}}, {{count}} need action', {
                          tab: t(item.label, { context: kind }),
                          count: ordersBadge,
                        })
                      : undefined
                  }
                  id={tabIdOf(kind, item.key)}
                  aria-controls={tabPanelIdOf(kind, item.key)}
                  sx={item.key === 'orders' && ordersBadge > 0 ? { pr: 3 } : undefined}
                />
              ))}
            </Tabs>
          </Box>
        );
      })}
    </Box>
  );
}
