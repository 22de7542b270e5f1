import {
  type BookingButton,
  type BookingDetail,
  bookingView,
  cancellationQuote,
  isCommitted,
} from '@ft/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { adminBookingQuery, useAdminCancelBookingMutation } from '../../../features/admin/api/bookings.ts';
import { ReasonSheet } from '../../../features/admin/components/action-sheets.tsx';
import { BookingStatusBadge } from '../../../features/admin/components/badges.tsx';
import { FactList } from '../../../features/admin/components/list-parts.tsx';
import { adminPaths } from '../../../features/admin/paths.ts';
import { BookingSummary } from '../../../features/booking/components/booking-summary.tsx';
import { StatusTimeline } from '../../../features/booking/components/status-timeline.tsx';
import { PaymentSection } from '../../../features/payments/components/payment-section.tsx';
import { useKeptSheet } from '../../../lib/kept-work.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { formatReceivedAt, formatWon } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { toast } from '../../../shell/ui/toast-store.ts';

/** 예약 취소 by an operator: the shared machine decides whether it is offered; a reason is always asked for. */
function CancelSection({ booking, button }: { booking: BookingDetail; button: BookingButton }) {
  const scope = `admin-booking:${booking.id}`;
  const [open, setOpen, close] = useKeptSheet<true>(scope);
  const cancel = useAdminCancelBookingMutation(booking.id);
  const queryClient = useQueryClient();
  const quote = cancellationQuote({ ...booking, eventDate: booking.info.eventDate, now: new Date() });
  const consequence = isCommitted(booking.status)
    ? quote.fee > 0
      ? `확정된 예약이라 환불 규정에 따라 취소 수수료 ${formatWon(quote.fee)}(${quote.label})이 기록돼요.`
      : '확정된 예약이지만 지금은 취소 수수료가 없어요.'
    : '사장님이 아직 확정하지 않은 요청이라 취소 수수료가 없어요.';
  return (
    <section aria-labelledby="cancel-title" className="rounded-2xl border border-red-100 p-4">
      <h2 id="cancel-title" className="text-base font-bold">
        운영자 취소
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        고객과 사장님 모두 예약 상세에서 취소 사유를 봐요. {consequence}
      </p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-3 flex min-h-12 w-full items-center justify-center rounded-xl border border-red-200 text-base font-semibold text-red-700"
      >
        {button.label}
      </button>
      {open && (
        <ReasonSheet
          title="이 예약을 취소할까요?"
          description={
            <>
              <span className="font-semibold text-gray-900">
                {booking.code} · {booking.info.eventName}
              </span>
              <br />
              {consequence} 취소하면 되돌릴 수 없어요.
            </>
          }
          keptAs={scope}
          label="취소 사유"
          placeholder="예: 고객 요청으로 운영자가 대신 취소해요. 행사 일정이 바뀌었어요."
          submitLabel={button.label}
          pendingLabel="취소하는 중…"
          onClose={close}
          onSubmit={async (reason) => {
            await cancel.mutateAsync({ reason });
            close();
            toast.success('예약을 취소했어요', `${booking.code} · 고객과 사장님에게 사유가 보여요.`);
          }}
          onMovedElsewhere={(error) => {
            close();
            toast.warning('예약 상태가 바뀌었어요', error.message);
            void queryClient.invalidateQueries({ queryKey: adminBookingQuery(booking.id).queryKey });
          }}
        />
      )}
    </section>
  );
}

function AdminBookingView({ booking }: { booking: BookingDetail }) {
  const view = bookingView(booking, 'admin', new Date());
  return (
    <main id="main" className="space-y-6 px-4 pt-5 pb-10">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <BookingStatusBadge status={booking.status} />
          <span className="font-mono text-sm text-gray-700">{booking.code}</span>
          {booking.isOpenRequest && (
            <span className="inline-flex h-6 items-center rounded-full bg-violet-50 px-2.5 text-xs font-bold text-violet-800">
              열린 요청
            </span>
          )}
        </div>
        <h2 className="mt-2 text-2xl font-extrabold">{booking.info.eventName}</h2>
        <p className="mt-1 text-sm text-gray-600">
          요청 <time dateTime={booking.createdAt}>{formatReceivedAt(booking.createdAt)}</time>
        </p>
        {booking.statusReason && (
          <p className="mt-3 rounded-xl bg-gray-50 px-4 py-3 text-sm whitespace-pre-line text-gray-800">
            사유: {booking.statusReason}
          </p>
        )}
      </div>

      <section aria-labelledby="truck-title" className="rounded-2xl bg-gray-50 p-4">
        <h2 id="truck-title" className="text-sm font-semibold text-gray-600">
          {view.truckHeading}
        </h2>
        {booking.truck ? (
          <Link
            to={adminPaths.trucks({ q: booking.truck.name })}
            className="mt-1 flex min-h-11 items-center font-bold underline underline-offset-4"
          >
            {booking.truck.name}
          </Link>
        ) : (
          <p className="mt-1 text-[15px]">열린 요청이에요. 아직 수락한 푸드트럭이 없어요.</p>
        )}
        <FactList
          className="mt-2 border-t border-gray-200 pt-3"
          facts={[
            ['예상 금액', formatWon(booking.estimate)],
            [
              '확정 금액',
              <span key="quote" className="font-bold">
                {booking.quotedAmount !== null ? formatWon(booking.quotedAmount) : '견적 전'}
              </span>,
            ],
            ...(booking.cancellationFee !== null
              ? ([['취소 수수료', formatWon(booking.cancellationFee)]] as [string, string][])
              : []),
          ]}
        />
      </section>

      {view.sections.payment && <PaymentSection bookingId={booking.id} viewer="admin" />}

      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="mb-3 text-base font-bold">
          진행 상황
        </h2>
        <StatusTimeline history={booking.history} isOpenRequest={booking.isOpenRequest} />
      </section>

      <BookingSummary data={{ ...booking, eventTypeName: booking.eventType.name }} />

      {view.sections.operatorCancel && (
        <CancelSection booking={booking} button={view.sections.operatorCancel} />
      )}
    </main>
  );
}

/** One booking as an operator sees it: everything the customer wrote, its history, and 취소 when allowed. */
export default function AdminBookingPage() {
  const { id = '' } = useParams();
  const booking = useQuery(adminBookingQuery(id));
  useHead({ title: '예약 상세', noindex: true });
  if (booking.isError) return <ErrorPage error={booking.error} />;
  return (
    <>
      <PageHeader title="예약 상세" />
      {booking.data ? <AdminBookingView booking={booking.data} /> : <PageSkeleton />}
    </>
  );
}
