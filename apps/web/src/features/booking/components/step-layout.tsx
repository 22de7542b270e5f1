import type { ReactNode } from 'react';
import { type StepFlow, StepLayout } from '../../../components/ui/step-layout.tsx';
import { formatWon } from '../../../shell/format.ts';
import {
  BOOKING_STEP_LABELS,
  BOOKING_STEPS,
  type BookingStep,
  type DraftTruck,
} from '../draft/draft-store.ts';

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

const BOOKING_FLOW: StepFlow<BookingStep> = {
  steps: BOOKING_STEPS,
  labels: BOOKING_STEP_LABELS,
  name: '예약 요청 단계',
};

/**
 * One step of the request flow: header with back, progress, the chosen truck, content and a fixed action bar.
 * The flow has no tab bar (shell/layout/bottom-nav.tsx `showsTabBar`): the action bar sits at the bottom.
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
    <StepLayout
      flow={BOOKING_FLOW}
      step={step}
      title={title}
      notes={<SelectedTruck truck={truck} />}
      footer={footer}
      actionBar="bottom"
    >
      {children}
    </StepLayout>
  );
}
