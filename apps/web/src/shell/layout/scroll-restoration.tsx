import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry of this page was scrolled, by React Router's entry key. */
const positions = new Map<string, number>();

/**
 * docs/product.md § Screens: a new screen starts at the top; back and forward return to where that screen
 * was scrolled (list → truck → back is the list where the person left it), waiting up to 2 s for a screen
 * still arriving to grow tall enough. The page the server rendered is left alone: the browser restores it
 * after a reload or a full page load, and a person who scrolled before the scripts arrived stays put.
 */
export function ScrollRestoration() {
  const { key } = useLocation();
  const pop = useNavigationType() === 'POP';
  const current = useRef<string>(null);
  useEffect(() => {
    const remember = () => current.current && positions.set(current.current, window.scrollY);
    addEventListener('scroll', remember, { passive: true });
    return () => removeEventListener('scroll', remember);
  }, []);
  // Before paint, so a screen never flashes at the wrong place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry, with its navigation type
  useLayoutEffect(() => {
    const first = !current.current;
    current.current = key;
    if (first) return;
    const y = (pop && positions.get(key)) || 0;
    const until = performance.now() + 2000;
    let frame = 0;
    const restore = () => {
      scrollTo(0, y);
      if (scrollY < y - 1 && performance.now() < until) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return null;
}
