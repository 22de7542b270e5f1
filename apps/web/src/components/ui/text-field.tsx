import { groupDigits } from '@ft/shared';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatPhone } from '../../shell/format.ts';
import { PRIMARY_BUTTON } from '../../shell/ui/button-styles.ts';
import { FieldNote, noteIdOf } from './field-note.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose error is announced and tied to it (aria-describedby), 48 px tall. */
export function TextField({ label, registration, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteIdOf(id, error, hint)}
        className={`h-12 w-full rounded-xl border bg-white px-4 text-base placeholder:text-gray-500 ${error ? 'border-red-600' : 'border-gray-300'}`}
        {...input}
        {...registration}
      />
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

export function SubmitButton({ children, pending }: { children: string; pending: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={`${PRIMARY_BUTTON} disabled:opacity-60`}
    >
      {pending ? '잠시만요…' : children}
    </button>
  );
}

/** A form-level message (what no single field explains), announced when it appears. */
export function FormAlert({ message }: { message?: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  );
}

/** A labelled multi-line input with a character count, for free text like booking requests. */
export function TextAreaField({
  label,
  registration,
  error,
  hint,
  maxLength,
  length,
  placeholder,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
  maxLength: number;
  length: number;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        className={`w-full rounded-xl border bg-white px-4 py-3 text-base placeholder:text-gray-500 ${error ? 'border-red-600' : 'border-gray-300'}`}
        {...registration}
      />
      <p
        id={`${id}-note`}
        className={`mt-1.5 flex justify-between gap-3 text-sm ${error ? 'text-red-700' : 'text-gray-600'}`}
      >
        <span role={error ? 'alert' : undefined}>{error ?? hint}</span>
        <span className="shrink-0 tabular-nums">
          {groupDigits(length)}/{groupDigits(maxLength)}
        </span>
      </p>
    </div>
  );
}

/** 휴대폰 번호, shown as 010-0000-0000 while it is typed (stored as digits by the schema). */
export function PhoneField({
  registration,
  error,
  hint,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
}) {
  return (
    <TextField
      label="휴대폰 번호"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      placeholder="010-0000-0000"
      hint={hint}
      registration={{
        ...registration,
        onChange: (event) => {
          event.target.value = formatPhone(event.target.value);
          return registration.onChange(event);
        },
      }}
      error={error}
    />
  );
}
