import type { ReactNode } from 'react';

/** The id an input's aria-describedby names: its error while there is one, else its hint. */
export const noteIdOf = (id: string, error?: string | null, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** Under a field: its error (announced) or else its hint, with the ids `noteIdOf` gives. */
export function FieldNote({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-gray-600">
      {hint}
    </p>
  );
}
