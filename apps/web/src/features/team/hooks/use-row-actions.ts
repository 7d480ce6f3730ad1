import { useCallback, useRef, useState } from 'react';
import type { MemberAction } from '../components/member-actions.tsx';

/**
 * Which row of the USERS list has an action under way, and which action, from the moment it is
 * pressed. A mutation's own pending state reaches the page a tick later: a double tap, or a second
 * Enter, in between would send the request twice. One action at a time per member; other rows
 * stay free.
 */
export function useRowActions() {
  const inFlight = useRef(new Map<string, MemberAction>());
  const [running, setRunning] = useState<ReadonlyMap<string, MemberAction>>(new Map());

  const start = useCallback(
    (memberId: string, action: MemberAction, run: () => Promise<unknown>) => {
      if (inFlight.current.has(memberId)) return;
      inFlight.current.set(memberId, action);
      setRunning(new Map(inFlight.current));
      // The mutation reports its own failure (a toast); here it only ends the wait.
      void run()
        .catch(() => undefined)
        .finally(() => {
          inFlight.current.delete(memberId);
          setRunning(new Map(inFlight.current));
        });
    },
    [],
  );

  return { running, start };
}
