import { estimateBooking, POLICY_CONSENT_MESSAGE, servingsProblems } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { StepButton } from '../../../components/ui/step-layout.tsx';
import {
  BookingSummary,
  EstimateBox,
  RefundPolicySummary,
} from '../../../features/booking/components/booking-summary.tsx';
import { pricedLines } from '../../../features/booking/components/menu-picker.tsx';
import { StepGuard } from '../../../features/booking/components/step-guard.tsx';
import { BookingStepLayout } from '../../../features/booking/components/step-layout.tsx';
import { draftToCreateBody } from '../../../features/booking/draft/draft-steps.ts';
import { type BookingDraft, bookingDraft } from '../../../features/booking/draft/draft-store.ts';
import { eventTypesQuery } from '../../../features/reference/api/reference.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { useHead } from '../../../shell/head.tsx';
import { paths } from '../../../shell/paths.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { useBookingMenu } from '../../hooks/use-booking-menu.ts';

function ReviewStep({ draft }: { draft: BookingDraft }) {
  const navigate = useNavigate();
  const events = useQuery(eventTypesQuery());
  const menu = useBookingMenu(draft.truck?.id ?? null);
  const [consentMissing, setConsentMissing] = useState(false);
  const consentRef = useRef<HTMLInputElement>(null);
  const menuProblemRef = useRef<HTMLDivElement>(null);
  const body = draftToCreateBody(draft);
  const error = events.error ?? menu.error;
  if (error) return <ErrorPage error={error} />;
  if (!events.data || !menu.groups || !body) return <PageSkeleton />;
  const lines = pricedLines(menu.groups, draft.menus);
  // A draft kept from before (or a truck that changed its range) can hold servings the server would refuse.
  const menuProblem = Object.values(servingsProblems(lines, menu.servingsRange))[0];

  // The button always answers: what is missing is said where it is, and the person is taken there.
  const send = () => {
    const target = menuProblem ? menuProblemRef.current : draft.agreedToPolicy ? null : consentRef.current;
    if (!target) {
      navigate(paths.bookingSubmit);
      return;
    }
    if (!menuProblem) setConsentMissing(true);
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  };

  return (
    <BookingStepLayout
      step="review"
      title="예약 요청 확인"
      truck={draft.truck}
      footer={<StepButton onClick={send}>예약 요청 보내기</StepButton>}
    >
      <h2 className="text-xl font-bold">요청 내용을 확인해주세요</h2>
      {menuProblem && (
        <div
          ref={menuProblemRef}
          tabIndex={-1}
          role="alert"
          className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p>{menuProblem}</p>
          <Link
            to={paths.bookingStep('menu')}
            className="mt-1 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            메뉴 수량 고치러 가기
          </Link>
        </div>
      )}
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
        {draft.retry?.replacesBookingId && !draft.truck && (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm break-keep text-amber-950">
            <strong className="font-bold">열린 요청으로 넓혀요.</strong> 보내면 답을 기다리던{' '}
            <span className="tabular-nums">{draft.retry.bookingCode}</span> 요청은 취소돼요.
          </p>
        )}
        <div>
          <label
            className={`flex min-h-12 items-center gap-3 rounded-xl px-4 py-3 ${
              consentMissing && !draft.agreedToPolicy ? 'bg-red-50 ring-2 ring-red-600' : 'bg-gray-50'
            }`}
          >
            <input
              ref={consentRef}
              type="checkbox"
              checked={draft.agreedToPolicy}
              aria-invalid={consentMissing && !draft.agreedToPolicy ? true : undefined}
              aria-describedby={consentMissing && !draft.agreedToPolicy ? 'policy-consent-error' : undefined}
              onChange={(event) => bookingDraft.update({ agreedToPolicy: event.target.checked })}
              className="size-5 shrink-0 accent-[var(--color-brand-700)]"
            />
            <span className="text-[15px]">취소·환불 규정을 확인했고 예약 요청에 동의해요 (필수)</span>
          </label>
          {consentMissing && !draft.agreedToPolicy && (
            <p id="policy-consent-error" role="alert" className="mt-1.5 text-sm text-red-700">
              {POLICY_CONSENT_MESSAGE}
            </p>
          )}
        </div>
      </div>
    </BookingStepLayout>
  );
}

export default function BookingReviewPage() {
  useHead({ title: '예약 요청 확인', noindex: true });
  return <StepGuard step="review">{(draft) => <ReviewStep draft={draft} />}</StepGuard>;
}
