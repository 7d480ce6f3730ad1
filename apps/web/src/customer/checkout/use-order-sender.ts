import { useEffect, useState } from 'react';
import { OrderSender, type SendState } from './send-queue.ts';

/** The order sender of one branch's checkout, started once the page runs in a browser. */
export function useOrderSender(storageKey: string) {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const [sender] = useState(() => new OrderSender({ storageKey, onChange: setState }));
  useEffect(() => {
    sender.start();
    return () => sender.stop();
  }, [sender]);
  return { state, sender };
}
