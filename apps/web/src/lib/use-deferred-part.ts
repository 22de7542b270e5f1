import { type RefObject, startTransition, useEffect, useState } from 'react';
import { mountsAfterHydration } from '../shell/use-is-client.ts';
import { whenIdle } from '../shell/when-idle.ts';

/** How far below the viewport a deferred part starts to load. */
const NEAR_PX = 800;

/**
 * For a part of a screen below the fold (docs/decisions/049): false on the server and while the page
 * hydrates, so its placeholder stays server HTML and its code is no part of the first load; true once the main
 * thread is idle or the placeholder (`ref`) comes within NEAR_PX of the viewport. On a screen opened inside the
 * app (no hydration), true at once.
 */
export function useDeferredPart(ref: RefObject<Element | null>): boolean {
  const [ready, setReady] = useState(mountsAfterHydration);
  useEffect(() => {
    if (ready) return;
    let done = false;
    const show = () => {
      if (done) return;
      done = true;
      startTransition(() => setReady(true));
    };
    whenIdle(show);
    const element = ref.current;
    const observer =
      element && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
            rootMargin: `${NEAR_PX}px 0px`,
          })
        : undefined;
    if (element) observer?.observe(element);
    return () => {
      done = true;
      observer?.disconnect();
    };
  }, [ready, ref]);
  return ready;
}
