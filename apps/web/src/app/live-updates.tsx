import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../shell/session.ts';

/**
 * Open screens follow what happens: for a signed-in person, one live-events stream, whose
 * code is loaded only then (a guest's first load carries none of it). A stream refused for an ended session
 * stops, and the 401 ends the session here too (live-events.ts); the next log-in sets a user again and so opens
 * the next stream.
 */
export function LiveUpdates() {
  const userId = useSession().user?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./live-invalidation.ts')
      .then(({ startLiveUpdates }) => {
        if (!cancelled) stop = startLiveUpdates(queryClient);
      })
      // Offline or a new deploy: the screens still load fresh data when opened; the next sign-in tries again.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);
  return null;
}
