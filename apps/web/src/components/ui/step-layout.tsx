import type { ReactNode } from 'react';
import { PageHeader } from '../../shell/layout/page-header.tsx';
import { PRIMARY_BUTTON } from '../../shell/ui/button-styles.ts';

/** A flow of steps: their order, each one's name, and what the list is called for a screen reader. */
export interface StepFlow<Step extends string> {
  steps: readonly Step[];
  labels: Record<Step, string>;
  /** The bar's accessible name: "예약 요청 단계", "입점 신청 단계". */
  name: string;
}

/** "2/5 단계 · 행사 정보" with a bar: where the person is and how much is left. */
export function StepProgress<Step extends string>({ flow, step }: { flow: StepFlow<Step>; step: Step }) {
  const index = flow.steps.indexOf(step);
  return (
    <div className="px-4 pt-3">
      <p className="text-sm font-semibold text-brand-700">
        {index + 1}/{flow.steps.length} 단계 · {flow.labels[step]}
      </p>
      <ol
        aria-label={flow.name}
        className="mt-2 grid gap-1"
        style={{ gridTemplateColumns: `repeat(${flow.steps.length}, minmax(0, 1fr))` }}
      >
        {flow.steps.map((name, i) => (
          <li
            key={name}
            aria-current={i === index ? 'step' : undefined}
            className={`h-1.5 rounded-full ${i <= index ? 'bg-brand-500' : 'bg-gray-200'}`}
          >
            <span className="sr-only">
              {flow.labels[name]}
              {i < index ? ' (완료)' : i === index ? ' (현재 단계)' : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

const ACTION_BAR = 'fixed inset-x-0 z-30 mx-auto max-w-[480px] border-t border-gray-100 bg-white px-4';
/** At the screen's bottom when the flow hides the tab bar, else just above it (shell/layout/bottom-nav.tsx). */
const ACTION_BAR_PLACE = {
  bottom: 'bottom-0 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]',
  aboveTabBar: 'bottom-[calc(3.5rem+env(safe-area-inset-bottom))] py-3',
} as const;

/**
 * One step of a flow (the booking request, the vendor application): header with back, progress, what the flow
 * shows on every step (`notes`), the step's content and a fixed action bar.
 */
export function StepLayout<Step extends string>({
  flow,
  step,
  title,
  notes,
  children,
  footer,
  actionBar,
}: {
  flow: StepFlow<Step>;
  step: Step;
  title: string;
  notes?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  /** Where the action bar sits: the flow has no tab bar (`bottom`), or keeps it (`aboveTabBar`). */
  actionBar: keyof typeof ACTION_BAR_PLACE;
}) {
  return (
    <>
      <PageHeader title={title} />
      <StepProgress flow={flow} step={step} />
      {notes}
      <main id="main" className="px-4 pt-5 pb-40">
        {children}
      </main>
      <div className={`${ACTION_BAR} ${ACTION_BAR_PLACE[actionBar]}`}>{footer}</div>
    </>
  );
}

const BUTTON = `${PRIMARY_BUTTON} disabled:bg-gray-300 disabled:text-gray-600`;

/** The step's main action: a submit button of the step's form, or a plain button. */
export function StepButton({
  children,
  form,
  disabled,
  onClick,
  pending,
}: {
  children: ReactNode;
  form?: string;
  disabled?: boolean;
  onClick?: () => void;
  pending?: boolean;
}) {
  return (
    <button
      type={form ? 'submit' : 'button'}
      form={form}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={onClick}
      className={BUTTON}
    >
      {pending ? '잠시만요…' : children}
    </button>
  );
}
