import { useCallback, useRef, useState } from 'react';

/**
 * Runs an action once at a time: a second tap while the first request is in flight does nothing (a state flag
 * alone lets two taps in one frame both through, before the button re-renders as disabled). `pending` is for
 * the button's label and `disabled`.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (action: () => Promise<void>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
