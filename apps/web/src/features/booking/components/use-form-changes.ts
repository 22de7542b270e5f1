import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Hands every edit of `form` to `onChange` (the draft store), so a reload or a failed submit loses nothing. */
export function useFormChanges<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  onChange: ((values: Partial<T>) => void) | undefined,
): void {
  useEffect(() => {
    if (!onChange) return;
    const subscription = form.watch((values) => onChange(values as Partial<T>));
    return () => subscription.unsubscribe();
  }, [form, onChange]);
}
