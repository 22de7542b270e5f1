import { DAY_MS } from '@ft/shared';
import { useEffect, useState } from 'react';

/** setTimeout's longest wait is about 24.8 days; a later time is waited for in steps. */
const LONGEST_WAIT_MS = DAY_MS;

/**
 * Renders again when the next of these times (ISO strings) comes, so what the clock allows appears on an open
 * screen without a reload (완료 처리 once the event has ended).
 */
export function useRerenderAt(times: readonly (string | null | undefined)[]): void {
  const [tick, setTick] = useState(0);
  const key = times.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `times`; `tick` schedules the next one
  useEffect(() => {
    const now = Date.now();
    const next = key
      .split('|')
      .map((time) => (time ? Date.parse(time) : Number.NaN))
      .filter((at) => at > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    // A little after the time itself, so the rules that compare with it see it passed.
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(next - now + 250, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [key, tick]);
}
