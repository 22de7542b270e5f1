import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { newIdempotencyKey, useCreateBookingMutation } from '../../../features/booking/api/bookings.ts';
import { draftToCreateBody, stepOfField } from '../../../features/booking/draft/draft-steps.ts';
import { bookingDraft, contactIsOwn, useBookingDraft } from '../../../features/booking/draft/draft-store.ts';
import { trackBookingStep } from '../../../lib/analytics.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { useIsClient } from '../../../shell/use-is-client.ts';

/**
 * Step 6: sends the request once, with the draft's Idempotency-Key. The key and the draft stay until the
 * server has answered with a booking, so 다시 시도 (or a reload, or coming back online) can never make a
 * second one.
 */

const isOffline = () => navigator.onLine === false;

/** Without a connection: say so in the app, keep everything, and send by itself once it is back. */
function OfflineNotice({ onRetry, retried }: { onRetry: () => void; retried: number }) {
  return (
    <main id="main" className="px-4 py-8">
      <div role="alert" className="rounded-2xl bg-amber-50 p-5">
        <h2 className="text-lg font-bold text-amber-950">인터넷 연결이 끊겼어요</h2>
        <p className="mt-1 text-[15px] text-amber-950">
          연결되면 예약 요청을 바로 보내드릴게요. 와이파이나 모바일 데이터를 확인해주세요.
        </p>
        <p className="mt-2 text-sm text-amber-900">입력한 내용은 그대로 남아 있어요.</p>
      </div>
      <p role="status" className="mt-3 min-h-5 text-center text-sm text-gray-600">
        {retried > 0 ? '아직 연결되지 않았어요. 연결되는 대로 보내드릴게요.' : ''}
      </p>
      <div className="mt-3 space-y-3">
        <button type="button" onClick={onRetry} className={PRIMARY_BUTTON}>
          다시 시도
        </button>
        <Link to={paths.bookingStep('review')} className={SECONDARY_BUTTON}>
          입력 내용 확인하기
        </Link>
      </div>
    </main>
  );
}

/** How long after a call that got no answer just back online it is sent once more. */
const RECONNECT_RETRY_MS = 1_500;

function SubmitStep() {
  const navigate = useNavigate();
  const create = useCreateBookingMutation();
  const sent = useRef(false);
  const mounted = useRef(false);
  const bookingId = useRef<string | null>(null);
  const sendAgain = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Waiting for a connection: nothing was sent (the browser knew it was offline) or nothing came back.
  const [offline, setOffline] = useState(false);
  const [offlineRetries, setOfflineRetries] = useState(0);

  // The draft is finished once this screen has gone: while it is shown, an emptied draft would send the
  // person back to the review step before the success screen (a transition) has replaced it.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(sendAgain.current);
      if (bookingId.current) bookingDraft.finish(bookingId.current);
    };
  }, []);

  const send = useCallback(async () => {
    const draft = bookingDraft.get();
    const body = draftToCreateBody(draft);
    if (!body) return;
    // The key is made once and saved with the draft before anything goes out, offline included.
    const key = draft.idempotencyKey ?? newIdempotencyKey();
    if (!draft.idempotencyKey) bookingDraft.update({ idempotencyKey: key });
    if (isOffline()) {
      setOffline(true);
      return;
    }
    setOffline(false);
    trackBookingStep('payment');
    // A failure is shown from the mutation's error.
    let noAnswer = false;
    const booking = await create.mutateAsync({ body, idempotencyKey: key }).catch((error: unknown) => {
      noAnswer = (error as { status?: number }).status === 0;
      // No answer at all while the browser says it is offline: the connection went during the call.
      if (noAnswer && isOffline()) setOffline(true);
      return null;
    });
    if (!booking) return noAnswer ? ('no-answer' as const) : undefined;
    bookingId.current = booking.id;
    // The person left while it was on its way: the request went through all the same.
    if (!mounted.current) return bookingDraft.finish(booking.id);
    navigate(paths.bookingSuccess(booking.id), { replace: true });
  }, [create.mutateAsync, navigate]);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void send();
  }, [send]);

  // Back online: send what the person already asked to send, with the same key. The first call after the
  // connection returns can still find it not ready (no answer at all): it is sent once more a moment later.
  useEffect(() => {
    if (!offline) return;
    const onOnline = async () => {
      if ((await send()) !== 'no-answer' || isOffline() || !mounted.current) return;
      sendAgain.current = setTimeout(() => void send(), RECONNECT_RETRY_MS);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [offline, send]);

  if (offline) {
    return (
      <OfflineNotice
        retried={offlineRetries}
        onRetry={() => {
          setOfflineRetries((n) => n + 1);
          void send();
        }}
      />
    );
  }

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
  const replaced = bookingDraft.get().retry?.replacesBookingId;
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
        ) : error.code === 'IDEMPOTENCY_KEY_REUSED' || error.code === 'DUPLICATE_BOOKING_REQUEST' ? (
          // An earlier attempt (or another tab) sent a request for this truck and time: the person checks it
          // before sending again, or changes the time below.
          <Link to={paths.bookings} className={PRIMARY_BUTTON}>
            예약 내역 보기
          </Link>
        ) : error.code === 'BOOKING_NOT_WIDENABLE' && replaced ? (
          // The truck answered (or the request ended) while the open request was being written: see its answer.
          <Link to={paths.booking(replaced)} className={PRIMARY_BUTTON}>
            이전 요청 보기
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
  const { user } = useSession();
  if (!isClient) return <PageSkeleton />;
  // Opened directly, after the request was already sent, or signed in as another account than the one whose
  // contact the draft holds (decision 092): back to the review step decides.
  if (!draftToCreateBody(draft) || !draft.agreedToPolicy || !contactIsOwn(draft, user?.id)) {
    return <Navigate to={paths.bookingStep('review')} replace />;
  }
  return (
    <>
      <PageHeader title="예약 요청" back={false} />
      <SubmitStep />
    </>
  );
}
