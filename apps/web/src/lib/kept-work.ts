import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Work typed in the vendor and operator areas (a rejection reason, a quote, a new menu item, which sheet was
 * open), kept in this tab's sessionStorage as it is typed. When the session expires mid-action the person
 * signs in and comes back to the same screen (RequireSession's way back), and the screen puts it back, as
 * the booking flow does with its draft. Cleared once the action went through or the person
 * closed it themselves. Screens behind RequireSession mount in the browser only, so reading storage while the
 * state is made cannot differ from a server render.
 */
const PREFIX = 'kept-work:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (a private mode that forbids it): the work lives as long as the screen, as before.
    return null;
  }
}

export function readKeptWork<T>(key: string): T | undefined {
  const raw = storage()?.getItem(PREFIX + key);
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeKeptWork(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Full or refused: keeping the work is a courtesy, never a reason for the action to fail.
  }
}

export function clearKeptWork(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** Forgets every piece of work kept under `scope` (a sheet's fields and that it was open). */
export function clearKeptWorkUnder(scope: string): void {
  const kept = storage();
  if (!kept) return;
  const keys = Array.from({ length: kept.length }, (_, i) => kept.key(i)).filter(
    (key): key is string => key?.startsWith(`${PREFIX}${scope}:`) ?? false,
  );
  for (const key of keys) kept.removeItem(key);
}

/**
 * `useState` whose value is kept under `key` until `forget` (or a set back to `initial`): the value a screen
 * had when the session expired is the one it starts with after log-in.
 */
export function useKeptState<T>(key: string, initial: T): [T, (next: T) => void, () => void] {
  const [value, setValue] = useState<T>(() => readKeptWork<T>(key) ?? initial);
  const set = useCallback(
    (next: T) => {
      setValue(next);
      if (Object.is(next, initial) || JSON.stringify(next) === JSON.stringify(initial)) clearKeptWork(key);
      else writeKeptWork(key, next);
    },
    [key, initial],
  );
  const forget = useCallback(() => {
    clearKeptWork(key);
    setValue(initial);
  }, [key, initial]);
  return [value, set, forget];
}

/**
 * Which sheet of a screen is open, kept under `scope` like the work in it; `close` forgets the sheet and
 * everything typed in it (the person closed it, or the action went through).
 */
export function useKeptSheet<T extends string | boolean>(
  scope: string,
): [T | null, (sheet: T) => void, () => void] {
  const [open, setOpen] = useKeptState<T | null>(`${scope}:open`, null);
  const close = useCallback(() => {
    clearKeptWorkUnder(scope);
    setOpen(null);
  }, [scope, setOpen]);
  return [open, setOpen, close];
}

/**
 * A react-hook-form form whose values are kept under `key` as they are typed and put back when it mounts again
 * (as edits: the form is dirty, so leaving still asks). Forgotten with its sheet's scope.
 */
export function useKeptFormValues<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  key: string,
) {
  useEffect(() => {
    const kept = readKeptWork<T>(key);
    if (kept) form.reset(kept, { keepDefaultValues: true });
    const subscription = form.watch((values) => writeKeptWork(key, values));
    return () => subscription.unsubscribe();
  }, [form, key]);
}
