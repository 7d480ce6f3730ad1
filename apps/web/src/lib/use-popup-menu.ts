import { useState, type MouseEvent } from 'react';

/**
 * Open/close state of a button-anchored MUI Menu, with the button's ARIA wiring (haspopup,
 * expanded, controls) kept in step with the menu so each header does not re-derive it.
 */
export function usePopupMenu(menuId: string) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const closeMenu = () => setAnchor(null);
  return {
    closeMenu,
    triggerProps: {
      'aria-haspopup': 'true' as const,
      'aria-expanded': open ? ('true' as const) : undefined,
      'aria-controls': open ? menuId : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: { id: menuId, anchorEl: anchor, open, onClose: closeMenu },
  };
}
