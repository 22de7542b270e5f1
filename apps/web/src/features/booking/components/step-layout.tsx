import type { ReactNode } from 'react';
import { formatWon } from '../../../shell/format.ts';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { PRIMARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import {
  BOOKING_STEP_LABELS,
  BOOKING_STEPS,
  type BookingStep,
  type DraftTruck,
} from '../draft/draft-store.ts';

/** "2/5 행사 정보" with a bar: where the person is and how much is left. */
function StepProgress({ step }: { step: BookingStep }) {
  const index = BOOKING_STEPS.indexOf(step);
  return (
    <div className="px-4 pt-3">
      <p className="text-sm font-semibold text-brand-700">
        {index + 1}/{BOOKING_STEPS.length} 단계 · {BOOKING_STEP_LABELS[step]}
      </p>
      <ol aria-label="예약 요청 단계" className="mt-2 grid grid-cols-5 gap-1">
        {BOOKING_STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={i === index ? 'step' : undefined}
            className={`h-1.5 rounded-full ${i <= index ? 'bg-brand-500' : 'bg-gray-200'}`}
          >
            <span className="sr-only">
              {BOOKING_STEP_LABELS[name]}
              {i < index ? ' (완료)' : i === index ? ' (현재 단계)' : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The truck a request is addressed to, shown on every step so nobody forgets whom they are asking. */
export function SelectedTruck({ truck }: { truck: DraftTruck | null | undefined }) {
  // Not known yet (the draft is read after hydration): hold the space so nothing moves.
  if (truck === undefined)
    return <div aria-hidden="true" className="mx-4 mt-3 h-[72px] rounded-xl bg-gray-50" />;
  if (!truck) {
    return (
      <p className="mx-4 mt-3 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700">
        <strong className="font-semibold text-gray-900">열린 요청</strong> · 조건에 맞는 푸드트럭 사장님들이
        요청을 보고 견적을 보내드려요.
      </p>
    );
  }
  return (
    <div className="mx-4 mt-3 flex items-center gap-3 rounded-xl bg-gray-50 p-3">
      {truck.thumbnailUrl ? (
        <img
          src={truck.thumbnailUrl}
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-lg object-cover"
        />
      ) : (
        <span className="size-12 rounded-lg bg-gray-200" />
      )}
      <div className="min-w-0">
        <p className="text-xs text-gray-600">예약 요청할 푸드트럭</p>
        <p className="truncate font-bold">{truck.name}</p>
        <p className="text-xs text-gray-600">기본 출장비 {formatWon(truck.baseFee)}</p>
      </div>
    </div>
  );
}

/**
 * One step of the request flow: header with back, progress, the chosen truck, content and a fixed action bar.
 * The flow has no tab bar (components/layout/bottom-nav.tsx `showsTabBar`): the action bar sits at the bottom.
 */
export function BookingStepLayout({
  step,
  title,
  truck,
  children,
  footer,
}: {
  step: BookingStep;
  title: string;
  truck: DraftTruck | null | undefined;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <StepProgress step={step} />
      <SelectedTruck truck={truck} />
      <main id="main" className="px-4 pt-5 pb-40">
        {children}
      </main>
      <div className="fixed inset-x-0 bottom-0 z-30 mx-auto max-w-[480px] border-t border-gray-100 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
        {footer}
      </div>
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
