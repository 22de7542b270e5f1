import { type ErrorReportBody, redactPersonalData, scrubPersonalText } from '@ft/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useErrorReportMutation } from '../../lib/error-reports.ts';
import type { NormalizedError } from '../../shell/errors/normalize.ts';

/**
 * What leaves the browser: personal data scrubbed here first, and again on the server (docs/product.md §
 * Validation).
 */
export function buildErrorReport(
  form: { description: string; steps: string; expected: string; actual: string },
  error: NormalizedError | null,
): ErrorReportBody {
  const context = redactPersonalData({
    url: window.location.pathname,
    code: error?.code,
    category: error?.category,
    message: error?.message,
    stack: error?.stack?.slice(0, 4000),
    userAgent: navigator.userAgent.slice(0, 300),
  });
  return {
    description: scrubPersonalText(form.description.trim()),
    stepsToReproduce: form.steps
      .split('\n')
      .map((line) => scrubPersonalText(line.trim()))
      .filter(Boolean),
    ...(form.expected.trim() ? { expectedBehavior: scrubPersonalText(form.expected.trim()) } : {}),
    ...(form.actual.trim() ? { actualBehavior: scrubPersonalText(form.actual.trim()) } : {}),
    context: Object.fromEntries(
      Object.entries(context)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([k, v]) => [k, scrubPersonalText(v)]),
    ),
  };
}

const EMPTY = { description: '', steps: '', expected: '', actual: '' };

/**
 * docs/product.md § Data, § States error report: a modal dialog; description is required and must not be
 * blank.
 */
export function ErrorReportDialog({
  error,
  onClose,
}: {
  error: NormalizedError | null;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [invalid, setInvalid] = useState(false);
  const report = useErrorReportMutation();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // A modal dialog traps focus and Escape closes it; where showModal is missing, it still opens.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.description.trim()) {
      setInvalid(true);
      return;
    }
    report.mutate(buildErrorReport(form, error), { onSuccess: onClose });
  };

  const field = (name: keyof typeof EMPTY) => ({
    id: `${id}-${name}`,
    value: form[name],
    onInput: (e: FormEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm((f) => ({ ...f, [name]: (e.target as HTMLTextAreaElement).value })),
    className: 'w-full rounded-xl border border-gray-300 px-3 py-2 text-base',
  });

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(440px,calc(100%-2rem))] rounded-2xl p-0 backdrop:bg-black/40"
    >
      <form onSubmit={submit} noValidate className="space-y-3 p-5">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          오류 신고
        </h2>
        <p className="text-sm text-gray-600">연락처 같은 개인정보는 지우고 보내드려요.</p>
        <div>
          <label htmlFor={`${id}-description`} className="mb-1 block text-sm font-semibold">
            어떤 문제가 있었나요? (필수)
          </label>
          <textarea
            {...field('description')}
            rows={3}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
          {invalid && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
              어떤 문제가 있었는지 적어주세요
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-steps`} className="mb-1 block text-sm font-semibold">
            재현 방법 (한 줄에 하나씩)
          </label>
          <textarea {...field('steps')} rows={3} />
        </div>
        <div>
          <label htmlFor={`${id}-expected`} className="mb-1 block text-sm font-semibold">
            기대한 동작
          </label>
          <input {...field('expected')} />
        </div>
        <div>
          <label htmlFor={`${id}-actual`} className="mb-1 block text-sm font-semibold">
            실제 동작
          </label>
          <input {...field('actual')} />
        </div>
        <div className="flex gap-2 pt-2">
          <button
            type="button"
            onClick={onClose}
            className="min-h-12 flex-1 rounded-xl bg-gray-100 font-semibold"
          >
            닫기
          </button>
          <button
            type="submit"
            disabled={report.isPending}
            className="min-h-12 flex-1 rounded-xl bg-brand-700 font-bold text-white disabled:opacity-60"
          >
            {report.isPending ? '보내는 중…' : '보내기'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
