import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { BusinessTabKey } from './business-tabs.ts';

interface BusinessTabBarProps {
  kind: BusinessKind;
  label: string;
  tabs: readonly { key: BusinessTabKey; label: string }[];
  tab: BusinessTabKey;
  onChange: (tab: BusinessTabKey) => void;
}

/** After the buttons mount and MUI's scroll animation (about 300 ms from mount) ends. */
const SETTLE_MS = 800;

export const tabIdOf = (kind: BusinessKind, tab: BusinessTabKey) => `${kind}-tab-${tab}`;
export const tabPanelIdOf = (kind: BusinessKind, tab: BusinessTabKey) => `${kind}-tabpanel-${tab}`;

/** The owner tabs: scrollable with buttons on phones. */
export function BusinessTabBar({ kind, label, tabs, tab, onChange }: BusinessTabBarProps) {
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

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 2 }}>
      <Tabs
        value={tab}
        onChange={(_, next: BusinessTabKey) => onChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={`${label} settings`}
      >
        {tabs.map((item) => (
          <Tab
            key={item.key}
            value={item.key}
            label={item.label}
            id={tabIdOf(kind, item.key)}
            aria-controls={tabPanelIdOf(kind, item.key)}
          />
        ))}
      </Tabs>
    </Box>
  );
}
