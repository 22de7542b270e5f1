import { groupDigits, withParticle } from '@ft/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SheetButtons } from '../../../components/ui/sheet-buttons.tsx';
import { useKeptState } from '../../../lib/kept-work.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import type { ApiError } from '../../../shell/api-client.ts';

/** Operators' reasons: long enough to mean something to whoever reads them, short enough for a card. */
export const REASON_MIN = 5;
export const REASON_MAX = 500;

/** What a refused change means for the sheet: a field message, someone else's earlier move, or a sentence. */
export function sheetMessage(error: ApiError): { field?: string; moved?: boolean; message: string } {
  if (error.fields?.reason) return { field: error.fields.reason, message: error.fields.reason };
  if (error.status === 409) return { moved: true, message: error.message };
  if (error.status === 0 || error.status >= 500)
    return { message: '잠시 후 다시 시도해주세요. 연결이 불안정하거나 서버에 문제가 있어요.' };
  return { message: error.message };
}

/**
 * A change that needs a reason (취소, 반려, 정지, 다시 열기): the reason is checked here before it is sent, and a
 * refusal shows under the field or above the buttons. `onSubmit` throws the ApiError of a refusal; a move
 * someone else made first (409) goes to `onMovedElsewhere`.
 */
export function ReasonSheet({
  title,
  description,
  label,
  placeholder,
  submitLabel,
  pendingLabel,
  tone = 'danger',
  keptAs,
  onClose,
  onSubmit,
  onMovedElsewhere,
}: {
  /** The scope its reason is kept under until it closes (lib/kept-work.ts), the opener's sheet scope. */
  keptAs: string;
  title: string;
  description: ReactNode;
  label: string;
  placeholder: string;
  submitLabel: string;
  pendingLabel: string;
  tone?: 'danger' | 'primary';
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
  onMovedElsewhere?: (error: ApiError) => void;
}) {
  const id = useId();
  const [reason, setReason] = useKeptState(`${keptAs}:reason`, '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { run, pending } = useSingleFlight();
  const length = reason.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length < REASON_MIN) {
      setFieldError(`${withParticle(label, '을/를')} ${REASON_MIN}자 이상 적어주세요`);
      return;
    }
    setFieldError(null);
    setFormError(null);
    await run(async () => {
      try {
        await onSubmit(reason.trim());
      } catch (caught) {
        const outcome = sheetMessage(caught as ApiError);
        if (outcome.field) setFieldError(outcome.field);
        else if (outcome.moved && onMovedElsewhere) onMovedElsewhere(caught as ApiError);
        else setFormError(outcome.message);
      }
    });
  };

  return (
    <Dialog title={title} description={description} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-semibold text-gray-800">
          {label}
        </label>
        <textarea
          id={`${id}-reason`}
          // The sheet opens to write the reason: focus goes straight to it.
          autoFocus
          rows={4}
          value={reason}
          maxLength={REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          placeholder={placeholder}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-note`}
          className={`w-full rounded-xl border bg-white px-4 py-3 text-base placeholder:text-gray-500 ${fieldError ? 'border-red-600' : 'border-gray-300'}`}
        />
        <p
          id={`${id}-note`}
          className={`mt-1.5 flex justify-between gap-3 text-sm ${fieldError ? 'text-red-700' : 'text-gray-600'}`}
        >
          <span role={fieldError ? 'alert' : undefined}>
            {fieldError ?? `${REASON_MIN}자 이상 적어주세요`}
          </span>
          <span className="shrink-0 tabular-nums">
            {groupDigits(length)}/{groupDigits(REASON_MAX)}
          </span>
        </p>
        {formError && (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        <SheetButtons onClose={onClose} pending={pending} danger={tone === 'danger'}>
          {pending ? pendingLabel : submitLabel}
        </SheetButtons>
      </form>
    </Dialog>
  );
}

/** A change that only needs a yes, after the sheet has repeated what it does (승인, 지급 완료, 비활성화). */
export function ConfirmSheet({
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  tone = 'primary',
  onClose,
  onConfirm,
  onMovedElsewhere,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  tone?: 'danger' | 'primary';
  onClose: () => void;
  onConfirm: () => Promise<void>;
  onMovedElsewhere?: (error: ApiError) => void;
}) {
  const { run, pending } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    run(async () => {
      setError(null);
      try {
        await onConfirm();
      } catch (caught) {
        const outcome = sheetMessage(caught as ApiError);
        if (outcome.moved && onMovedElsewhere) onMovedElsewhere(caught as ApiError);
        else setError(outcome.message);
      }
    });
  return (
    <Dialog title={title} description={description} onClose={onClose}>
      {children}
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <SheetButtons
        onClose={onClose}
        onConfirm={() => void confirm()}
        pending={pending}
        danger={tone === 'danger'}
      >
        {pending ? pendingLabel : confirmLabel}
      </SheetButtons>
    </Dialog>
  );
}
