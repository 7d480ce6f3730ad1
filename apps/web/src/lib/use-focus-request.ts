import { useEffect, useRef, useState } from 'react';

/**
 * Where the keyboard goes when the control it was on went away with what it acted on (a deleted
 * entry's Delete, and the dialog that asked): `request()` focuses `ref`'s element (a heading with
 * tabIndex -1) once the dialog has closed and handed the focus back to the gone control, which
 * would leave it on the page body and a screen reader with nothing to read.
 */
export function useFocusRequest<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  return { ref, request: () => setRequests((count) => count + 1) };
}
