import { estimateBooking } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ErrorPage } from '../../../components/ui/error-page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import {
  BookingSummary,
  EstimateBox,
  RefundPolicySummary,
} from '../../../features/booking/components/booking-summary.tsx';
import { pricedLines } from '../../../features/booking/components/menu-picker.tsx';
import { StepGuard } from '../../../features/booking/components/step-guard.tsx';
import { BookingStepLayout, StepButton } from '../../../features/booking/components/step-layout.tsx';
import { draftToCreateBody } from '../../../features/booking/draft/draft-steps.ts';
import { type BookingDraft, bookingDraft } from '../../../features/booking/draft/draft-store.ts';
import { eventTypesQuery } from '../../../features/reference/api/reference.ts';
import { useHead } from '../../../lib/head.tsx';
import { useBookingMenu } from '../../hooks/use-booking-menu.ts';

function ReviewStep({ draft }: { draft: BookingDraft }) {
  const navigate = useNavigate();
  const events = useQuery(eventTypesQuery());
  const menu = useBookingMenu(draft.truck?.id ?? null);
  const body = draftToCreateBody(draft);
  const error = events.error ?? menu.error;
  if (error) return <ErrorPage error={error} />;
  if (!events.data || !menu.groups || !body) return <PageSkeleton />;
  const lines = pricedLines(menu.groups, draft.menus);

  return (
    <BookingStepLayout
      step="review"
      title="예약 요청 확인"
      truck={draft.truck}
      footer={
        <StepButton disabled={!draft.agreedToPolicy} onClick={() => navigate(paths.bookingSubmit)}>
          예약 요청 보내기
        </StepButton>
      }
    >
      <h2 className="text-xl font-bold">요청 내용을 확인해주세요</h2>
      <BookingSummary
        data={{
          eventTypeName: events.data.find((e) => e.id === draft.eventTypeId)?.name ?? '',
          info: body.info,
          menus: lines,
          contact: body.contact,
          requests: draft.requests,
        }}
        editLinks={{
          eventType: paths.bookingStep('event-type'),
          info: paths.bookingStep('info'),
          menus: paths.bookingStep('menu'),
          contact: paths.bookingStep('contact'),
        }}
      />
      <div className="mt-2 space-y-4">
        <EstimateBox menuTotal={estimateBooking(lines)} baseFee={draft.truck?.baseFee ?? null} />
        <RefundPolicySummary policyHref={paths.policy('refund')} />
        <label className="flex min-h-12 items-center gap-3 rounded-xl bg-gray-50 px-4 py-3">
          <input
            type="checkbox"
            checked={draft.agreedToPolicy}
            onChange={(event) => bookingDraft.update({ agreedToPolicy: event.target.checked })}
            className="size-5 shrink-0 accent-[var(--color-brand-700)]"
          />
          <span className="text-[15px]">취소·환불 규정을 확인했고 예약 요청에 동의해요 (필수)</span>
        </label>
      </div>
    </BookingStepLayout>
  );
}

export default function BookingReviewPage() {
  useHead({ title: '예약 요청 확인', noindex: true });
  return <StepGuard step="review">{(draft) => <ReviewStep draft={draft} />}</StepGuard>;
}
