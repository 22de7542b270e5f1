import { type Context, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { type Navigator as RouterNavigator, UNSAFE_NavigationContext } from 'react-router';
import { popGuard } from '../shell/leave-guard.ts';

/** The router's navigator, which every in-app navigation goes through. */
const NavigationContext = UNSAFE_NavigationContext as unknown as Context<{ navigator: RouterNavigator }>;

export interface LeaveGuard {
  /** A navigation waits for the person's answer (show the question while true). */
  asking: boolean;
  /** Stay on the screen: the waiting navigation is dropped. */
  stay: () => void;
  /** Go where the person was going, without asking again. */
  leave: () => void;
  /** Stop guarding now, e.g. right after a save, so the screen can move on by itself. */
  release: () => void;
}

/**
 * While `when` is true, leaving the screen asks first (react-router's useBlocker needs a data router; the app
 * uses the lighter declarative one, docs/decisions/016): every in-app navigation goes through the router's
 * navigator (links, navigate(), navigate(-1)) and waits; the browser's back and forward are undone and wait
 * too, told apart by the index the router keeps in history.state; reloading or closing the tab gets the
 * browser's own question (beforeunload).
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const { navigator } = useContext(NavigationContext);
  const [asking, setAsking] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const teardown = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!when) return;
    const original = { push: navigator.push, replace: navigator.replace, go: navigator.go };
    const ask = (go: () => void) => {
      pending.current = go;
      setAsking(true);
    };
    navigator.push = (...args: Parameters<RouterNavigator['push']>) =>
      ask(() => original.push.apply(navigator, args));
    navigator.replace = (...args: Parameters<RouterNavigator['replace']>) =>
      ask(() => original.replace.apply(navigator, args));
    navigator.go = (delta: number) => ask(() => original.go.call(navigator, delta));

    const here = (window.history.state as { idx?: unknown } | null)?.idx;
    let undoing = false;
    // Runs before the router's own popstate listener (installLeaveGuard in leave-guard.ts), which then never
    // sees the move.
    const onPopState = (event: PopStateEvent) => {
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const to = (event.state as { idx?: unknown } | null)?.idx;
      if (typeof here !== 'number' || typeof to !== 'number' || to === here) return;
      event.stopImmediatePropagation();
      undoing = true;
      window.history.go(here - to);
      ask(() => window.history.go(to - here));
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    popGuard.current = onPopState;
    window.addEventListener('beforeunload', onBeforeUnload);
    const undo = () => {
      Object.assign(navigator, original);
      if (popGuard.current === onPopState) popGuard.current = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
      teardown.current = null;
    };
    teardown.current = undo;
    return undo;
  }, [when, navigator]);

  const stay = useCallback(() => {
    pending.current = null;
    setAsking(false);
  }, []);
  const leave = useCallback(() => {
    const go = pending.current;
    pending.current = null;
    setAsking(false);
    teardown.current?.();
    go?.();
  }, []);
  const release = useCallback(() => teardown.current?.(), []);
  return { asking, stay, leave, release };
}
