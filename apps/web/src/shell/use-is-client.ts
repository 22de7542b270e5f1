import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page's server HTML is still being hydrated: set before hydrating (app/hydrate.tsx), cleared by
 * `ScreenHydrated`, which each screen renders after its content. Not by the root's first commit: the layout's
 * Suspense boundary hydrates the screen in a later pass, whose components must still start as the server did.
 */
let hydrating = false;
export const hydration = {
  started: () => {
    hydrating = true;
  },
};

/** What a component starts as: false on the server and while the page hydrates, true in a screen opened later. */
export const mountsAfterHydration = () => typeof window !== 'undefined' && !hydrating;

/**
 * Rendered after a screen's content (app.tsx): its effect runs once the screen has hydrated. The first one
 * marks the moment (`hydrated` in the performance timeline): bench:web counts the scripts asked for before it
 * as the page's first-load JS.
 */
export function ScreenHydrated(): null {
  useEffect(() => {
    if (hydrating) performance.mark('hydrated');
    hydrating = false;
  }, []);
  return null;
}

/**
 * false while the server renders and while the page hydrates (so both show the same HTML), true from then on:
 * for what only this browser knows, like a draft in localStorage. A component hydrated with the server's
 * `false` turns true in a transition: an external store would re-render it synchronously, and with it force
 * the hydration of the whole screen into one long task.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(mountsAfterHydration);
  useEffect(() => {
    if (!isClient) startTransition(() => setIsClient(true));
  }, [isClient]);
  return isClient;
}
