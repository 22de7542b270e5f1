import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/button-styles.ts';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { newIdempotencyKey, useCreateBookingMutation } from '../../../features/booking/api/bookings.ts';
import { draftToCreateBody, stepOfField } from '../../../features/booking/draft/draft-steps.ts';
import { bookingDraft, useBookingDraft } from '../../../features/booking/draft/draft-store.ts';
import { trackBookingStep } from '../../../lib/analytics.ts';
import { useHead } from '../../../lib/head.tsx';
import { useIsClient } from '../../../lib/use-is-client.ts';

/**
 * Step 6: sends the request once, with the draft's Idempotency-Key. The key and the draft stay until the
 * server has answered with a booking, so 다시 시도 (or a reload) can never make a second one.
 */
/** The request is made: contact details are kept for the next one, the rest of the draft is done. */
function finishDraft() {
  const { contact } = bookingDraft.get();
  bookingDraft.clear();
  bookingDraft.update({ contact });
}

function SubmitStep() {
  const navigate = useNavigate();
  const create = useCreateBookingMutation();
  const sent = useRef(false);
  const mounted = useRef(false);
  const succeeded = useRef(false);

  // The draft is finished once this screen has gone: while it is shown, an emptied draft would send the
  // person back to the review step before the success screen (a transition) has replaced it.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (succeeded.current) finishDraft();
    };
  }, []);

  const send = async () => {
    const draft = bookingDraft.get();
    const body = draftToCreateBody(draft);
    if (!body) return;
    const key = draft.idempotencyKey ?? newIdempotencyKey();
    if (!draft.idempotencyKey) bookingDraft.update({ idempotencyKey: key });
    trackBookingStep('payment');
    // A failure is shown from the mutation's error.
    const booking = await create.mutateAsync({ body, idempotencyKey: key }).catch(() => null);
    if (!booking) return;
    succeeded.current = true;
    // The person left while it was on its way: the request went through all the same.
    if (!mounted.current) return finishDraft();
    navigate(paths.bookingSuccess(booking.id), { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: sends once when the screen opens; 다시 시도 sends again
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void send();
  }, []);

  // Not sent yet, on its way, or answered and about to leave: all read as sending.
  const { error } = create;
  if (!error) {
    return (
      <main
        id="main"
        className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 text-center"
      >
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        />
        <p role="status" className="text-lg font-bold">
          예약 요청을 보내고 있어요
        </p>
        <p className="text-sm text-gray-600">창을 닫아도 입력한 내용은 저장돼 있어요.</p>
      </main>
    );
  }

  const field = error.fields ? Object.keys(error.fields)[0] : undefined;
  return (
    <main id="main" className="px-4 py-8">
      <div role="alert" className="rounded-2xl bg-red-50 p-5">
        <h2 className="text-lg font-bold text-red-900">예약 요청을 보내지 못했어요</h2>
        <p className="mt-1 text-[15px] text-red-900">
          {field && error.fields ? error.fields[field] : error.message}
        </p>
        <p className="mt-2 text-sm text-red-800">입력한 내용은 그대로 남아 있어요.</p>
      </div>
      <div className="mt-6 space-y-3">
        {field ? (
          <Link to={paths.bookingStep(stepOfField(field))} className={PRIMARY_BUTTON}>
            고치러 가기
          </Link>
        ) : error.code === 'IDEMPOTENCY_KEY_REUSED' ? (
          // An earlier attempt went through with other details: the person checks it before sending again.
          <Link to={paths.bookings} className={PRIMARY_BUTTON}>
            예약 내역 보기
          </Link>
        ) : (
          <button type="button" onClick={() => void send()} className={PRIMARY_BUTTON}>
            다시 시도
          </button>
        )}
        <Link to={paths.bookingStep('review')} className={SECONDARY_BUTTON}>
          입력 내용 확인하기
        </Link>
      </div>
    </main>
  );
}

export default function BookingSubmitPage() {
  useHead({ title: '예약 요청', noindex: true });
  const isClient = useIsClient();
  const draft = useBookingDraft();
  if (!isClient) return <PageSkeleton />;
  // Opened directly, or after the request was already sent: back to the review step decides.
  if (!draftToCreateBody(draft) || !draft.agreedToPolicy) {
    return <Navigate to={paths.bookingStep('review')} replace />;
  }
  return (
    <>
      <PageHeader title="예약 요청" back={false} />
      <SubmitStep />
    </>
  );
}
