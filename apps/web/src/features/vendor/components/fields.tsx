import { type ReactNode, type SelectHTMLAttributes, useEffect, useId } from 'react';
import type { FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { FieldNote, noteIdOf } from '../../../components/ui/field-note.tsx';

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

/** Errors the server named for this form (`business.businessNumber`), put beside their fields. */
export function useServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  fields: Record<string, string> | undefined,
): void {
  useEffect(() => {
    if (!fields) return;
    const names = Object.keys(fields);
    names.forEach((name, i) => {
      // biome-ignore lint/suspicious/noExplicitAny: a server path is checked against the form's own fields by RHF
      form.setError(name as any, { type: 'server', message: fields[name] }, { shouldFocus: i === 0 });
    });
  }, [form, fields]);
}

const inputClass = (error?: string) =>
  `h-12 w-full rounded-xl border bg-white px-4 text-base placeholder:text-gray-500 ${error ? 'border-red-600' : 'border-gray-300'}`;

/** A labelled native select (the phone's own picker), 48 px tall. */
export function SelectField({
  label,
  registration,
  error,
  hint,
  placeholder,
  options,
  ...select
}: {
  label: string;
  registration?: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteIdOf(id, error, hint)}
        className={`${inputClass(error)} appearance-none bg-[length:20px] bg-[right_12px_center] bg-no-repeat pr-10`}
        style={{
          backgroundImage:
            "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%236b7280' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
        }}
        {...select}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

const CHIP =
  'flex min-h-11 cursor-pointer items-center rounded-full border border-gray-300 bg-white px-4 text-[15px] font-medium text-gray-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700';

/** One choice among a few, as chips (트럭 종류, 크기): all visible at once, one tap each. */
export function ChoiceChips({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  inputRef,
}: {
  legend: string;
  name: string;
  options: readonly { id: number; label: string; detail?: string }[];
  value: number | null | undefined;
  onChange: (value: number) => void;
  error?: string | undefined;
  hint?: string;
  /** The first choice: where a refused submit puts the focus. */
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={noteIdOf(id, error, hint)} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-gray-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, i) => (
          <label key={option.id} className={CHIP}>
            <input
              ref={i === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              className="sr-only"
            />
            {option.label}
            {option.detail && <span className="ml-1 text-xs text-gray-600">{option.detail}</span>}
          </label>
        ))}
      </div>
      <FieldNote id={id} error={error} hint={hint} />
    </fieldset>
  );
}

/** Several choices as chips (메뉴 분류), with a ceiling. */
export function CheckChips({
  legend,
  name,
  options,
  value,
  onChange,
  max,
  error,
  hint,
  inputRef,
}: {
  legend: string;
  name: string;
  options: readonly { id: number; label: string }[];
  value: readonly number[] | undefined;
  onChange: (value: number[]) => void;
  max: number;
  error?: string | undefined;
  hint?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  const chosen = value ?? [];
  const full = chosen.length >= max;
  return (
    <fieldset aria-describedby={noteIdOf(id, error, hint)} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-gray-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, i) => {
          const checked = chosen.includes(option.id);
          return (
            <label key={option.id} className={`${CHIP} ${!checked && full ? 'opacity-50' : ''}`}>
              <input
                ref={i === 0 ? inputRef : undefined}
                type="checkbox"
                name={name}
                value={option.id}
                checked={checked}
                disabled={!checked && full}
                onChange={() =>
                  onChange(checked ? chosen.filter((c) => c !== option.id) : [...chosen, option.id])
                }
                className="sr-only"
              />
              {checked && (
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mr-1 size-4" fill="currentColor">
                  <path d="M7.6 13.2 4.4 10l-1.2 1.2 4.4 4.4 9.2-9.2-1.2-1.2z" />
                </svg>
              )}
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldNote id={id} error={error} hint={hint} />
    </fieldset>
  );
}

/** A section of a long form, with its own heading for people who jump by headings. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-5">
      <div>
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}
