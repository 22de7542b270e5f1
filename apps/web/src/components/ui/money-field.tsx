import { type ReactNode, useId } from 'react';
import { formatAmount, parseAmount } from '../../shell/format.ts';
import { FieldNote, noteIdOf } from './field-note.tsx';

/**
 * An amount of won shown with thousands separators while it is typed ("150,000원"); the value is a number,
 * or null while empty.
 */
export function MoneyField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  name,
  inputRef,
}: {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  placeholder?: string;
  name?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={inputRef}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={formatAmount(value)}
          onChange={(event) => onChange(parseAmount(event.target.value))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteIdOf(id, error, hint)}
          className={`h-12 w-full rounded-xl border bg-white pr-10 pl-4 text-right text-base tabular-nums placeholder:text-gray-500 ${error ? 'border-red-600' : 'border-gray-300'}`}
        />
        <span aria-hidden="true" className="absolute top-1/2 right-4 -translate-y-1/2 text-gray-600">
          원
        </span>
      </div>
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}
