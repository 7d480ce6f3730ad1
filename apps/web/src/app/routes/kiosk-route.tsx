import { KioskPage } from '../../features/kiosk/components/kiosk-page.tsx';
import { KioskBoard } from '../../features/orders/components/kiosk-board.tsx';

/** /kiosk/:branchId: the kiosk feature's PIN page with the orders feature's board composed in. */
export function KioskRoute() {
  return (
    <KioskPage
      renderBoard={(session, onSignedOut) => (
        <KioskBoard
          kind={session.business.kind}
          branchId={session.branch.id}
          onSignedOut={onSignedOut}
        />
      )}
    />
  );
}
