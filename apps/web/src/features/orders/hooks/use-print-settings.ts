import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** Ticket paper of this device: a kitchen roll (80 mm) or an office printer (A4). */
export type TicketPaper = '80mm' | 'a4';

const PAPER_KEY = 'scanorder.ticketPaper';
const AUTO_PRINT_KEY = 'scanorder.autoPrintOnAccept';
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const paperOf = (): TicketPaper => (readStorage(PAPER_KEY) === 'a4' ? 'a4' : '80mm');
const autoPrintOf = () => readStorage(AUTO_PRINT_KEY) === 'on';

/**
 * The print choices of this device (local storage, like the sound switch): the counter tablet by
 * the kitchen printer opts in to printing each ticket it accepts; other devices do not.
 */
export function usePrintSettings() {
  const paper = useSyncExternalStore(subscribe, paperOf, (): TicketPaper => '80mm');
  const autoPrint = useSyncExternalStore(subscribe, autoPrintOf, () => false);
  const setPaper = useCallback((next: TicketPaper) => {
    writeStorage(PAPER_KEY, next === 'a4' ? 'a4' : null);
    notify();
  }, []);
  const setAutoPrint = useCallback((on: boolean) => {
    writeStorage(AUTO_PRINT_KEY, on ? 'on' : null);
    notify();
  }, []);
  return { paper, autoPrint, setPaper, setAutoPrint };
}
