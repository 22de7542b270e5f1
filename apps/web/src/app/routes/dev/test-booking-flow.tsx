import { Link } from 'react-router';
import { DevPage } from '../../../components/layout/dev-page.tsx';
import { canEnterStep, firstIncompleteStep } from '../../../features/booking/draft/draft-steps.ts';
import {
  BOOKING_STEP_LABELS,
  BOOKING_STEPS,
  useBookingDraft,
} from '../../../features/booking/draft/draft-store.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { useIsClient } from '../../../shell/use-is-client.ts';

/**
 * Development page (docs/product.md § Screens): every step of the request flow and whether the draft lets it
 * open.
 */
function BookingFlow() {
  const draft = useBookingDraft();
  const isClient = useIsClient();
  const next = isClient ? firstIncompleteStep(draft) : null;
  return (
    <main id="main" className="p-4">
      <ol className="divide-y divide-gray-100">
        {BOOKING_STEPS.map((step, index) => (
          <li key={step} className="flex min-h-12 items-center justify-between gap-3">
            <Link to={paths.bookingStep(step)} className="flex min-h-11 items-center font-semibold underline">
              {index + 1}. {BOOKING_STEP_LABELS[step]} (/booking/{step})
            </Link>
            <span className="text-sm text-gray-700">
              {!isClient ? '' : step === next ? '다음 단계' : canEnterStep(draft, step) ? '완료' : '잠김'}
            </span>
          </li>
        ))}
        <li className="flex min-h-12 items-center">
          <Link to={paths.bookingSubmit} className="flex min-h-11 items-center font-semibold underline">
            6. 요청 보내기 (/booking/submit)
          </Link>
        </li>
      </ol>
      <p className="mt-4 text-sm text-gray-700">
        트럭: {draft.truck ? `${draft.truck.name} (#${draft.truck.id})` : '열린 요청'} · 중복 방지 키:{' '}
        {draft.idempotencyKey ?? '없음'}
      </p>
    </main>
  );
}

export default function TestBookingFlowPage() {
  useHead({ title: '테스트: 예약 흐름', noindex: true });
  return (
    <DevPage>
      <PageHeader title="테스트: 예약 흐름" />
      <BookingFlow />
    </DevPage>
  );
}
