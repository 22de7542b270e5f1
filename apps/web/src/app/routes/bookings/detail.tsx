import {
  type BookingDetail,
  type BookingStatusBody,
  type BookingView,
  bookingView,
  cancellationQuote,
  groupDigits,
} from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AmountBreakdown } from '../../../components/booking/amount-breakdown.tsx';
import { SectionBoundary } from '../../../components/errors/section-boundary.tsx';
import { TruckName } from '../../../components/ui/truck-name.tsx';
import { bookingQuery, useBookingStatusMutation } from '../../../features/booking/api/bookings.ts';
import { BookingSummary } from '../../../features/booking/components/booking-summary.tsx';
import { CancelSheet } from '../../../features/booking/components/cancel-sheet.tsx';
import {
  RerequestSection,
  type RerequestTruck,
} from '../../../features/booking/components/rerequest-sheet.tsx';
import { StatusBadge } from '../../../features/booking/components/status-badge.tsx';
import { StatusTimeline } from '../../../features/booking/components/status-timeline.tsx';
import { WidenRequestSection } from '../../../features/booking/components/widen-request.tsx';
import { foodTruckQuery } from '../../../features/foodtrucks/api/foodtrucks.ts';
import { Conversation } from '../../../features/messages/components/conversation.tsx';
import { PaymentSection } from '../../../features/payments/components/payment-section.tsx';
import { counterOffersQuery } from '../../../features/quotes/api/counter-offers.ts';
import { CounterOfferCard } from '../../../features/quotes/components/counter-offer-card.tsx';
import { QuoteCompare } from '../../../features/quotes/components/quote-compare.tsx';
import { BookingReviews } from '../../../features/reviews/components/booking-reviews.tsx';
import { ownTrucksQuery } from '../../../lib/own-trucks.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import type { ApiErrorLike } from '../../../shell/api-client.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { formatEventDate, formatPhone, formatWon } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { toast } from '../../../shell/ui/toast-store.ts';

function CancelSection({
  booking,
  label,
  onReload,
}: {
  booking: BookingDetail;
  label: string;
  onReload: () => void;
}) {
  // The sheet explains a refusal itself; no answer or a server failure is still toasted by the API client.
  const statusChange = useBookingStatusMutation(booking.id, { notify: false });
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const quote = cancellationQuote({ ...booking, eventDate: booking.info.eventDate, now: new Date() });
  const feeText =
    quote.fee > 0
      ? `지금 취소하면 수수료 ${formatWon(quote.fee)}이 부과돼요.`
      : '지금 취소하면 수수료가 없어요.';

  const close = () => {
    setOpen(false);
    setError(null);
  };
  // Back to the button once the sheet is gone (while it is open the page behind it cannot take focus).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const cancelling = useSingleFlight();
  // Awaited, not a mutate callback: the stored answer unmounts this section, and mutate skips the callbacks
  // of an unmounted caller.
  const send = (body: BookingStatusBody) =>
    cancelling.run(async () => {
      setError(null);
      try {
        const updated = await statusChange.mutateAsync(body);
        setOpen(false);
        toast.success(
          '예약을 취소했어요',
          updated.cancellationFee ? `취소 수수료 ${formatWon(updated.cancellationFee)}` : undefined,
        );
      } catch (caught) {
        const failure = caught as ApiErrorLike & { fields?: Record<string, string> };
        if (!(failure.status >= 400 && failure.status < 500)) return;
        if (failure.fields) {
          setError(Object.values(failure.fields)[0] ?? failure.message);
          return;
        }
        // The booking changed meanwhile (accepted, started, cancelled elsewhere): show it as it is now.
        setOpen(false);
        toast.warning('예약을 취소하지 못했어요', failure.message);
        onReload();
      }
    });

  return (
    <section aria-labelledby="cancel-title" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="cancel-title" className="text-base font-bold">
        예약 취소
      </h2>
      <p className="mt-1 text-sm text-gray-700">{feeText}</p>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        disabled={cancelling.pending}
        className="mt-3 flex min-h-12 w-full items-center justify-center rounded-xl border border-red-200 text-base font-semibold text-red-700 disabled:opacity-60"
      >
        {label}
      </button>
      {open && (
        <CancelSheet
          booking={booking}
          quote={quote}
          pending={cancelling.pending}
          error={error}
          onSend={(body) => void send(body)}
          onClose={close}
        />
      )}
    </section>
  );
}

/**
 * 다시 요청하기, with the booking's truck as it is listed now: the same truck is offered only while it takes
 * requests (a suspended or withdrawn truck answers 404, like a missing one), with the dishes it offers today.
 */
function RerequestWithTruck({ booking }: { booking: BookingDetail }) {
  const truckId = booking.truck?.id ?? null;
  const listed = useQuery({ ...foodTruckQuery(truckId ?? 0), enabled: truckId !== null });
  const truck: RerequestTruck =
    truckId === null
      ? { state: 'none' }
      : listed.data?.status === 'approved'
        ? {
            state: 'bookable',
            truck: {
              id: listed.data.id,
              name: listed.data.name,
              thumbnailUrl: listed.data.thumbnail?.thumbnailUrl ?? null,
              baseFee: listed.data.baseFee,
            },
            dishIds: listed.data.menu.map((dish) => dish.id),
          }
        : listed.data || listed.error?.status === 404
          ? { state: 'unavailable' }
          : listed.error
            ? { state: 'unknown' }
            : { state: 'checking' };
  return <RerequestSection booking={booking} truck={truck} />;
}

// The vendor's buttons and sheets load only for a vendor: customers' detail stays as light as it was.
const VendorActions = lazy(() =>
  import('../../../features/vendor-bookings/components/vendor-actions.tsx').then((module) => ({
    default: module.VendorActions,
  })),
);
const VendorCounterOffer = lazy(() =>
  import('../../../features/quotes/components/counter-offer-vendor.tsx').then((module) => ({
    default: module.VendorCounterOffer,
  })),
);
const VendorQuote = lazy(() =>
  import('../../../features/quotes/components/vendor-quote.tsx').then((module) => ({
    default: module.VendorQuote,
  })),
);

/**
 * The vendor's buttons, with their trucks and the status call; on an open request still waiting, their quote
 * (sent from one of their trucks) instead.
 */
function VendorSection({
  booking,
  view,
  onReload,
}: {
  booking: BookingDetail;
  view: BookingView;
  onReload: () => void;
}) {
  const trucks = useQuery({ ...ownTrucksQuery(), enabled: view.sections.vendorTrucks });
  const statusChange = useBookingStatusMutation(booking.id, { notify: false });
  if (view.sections.vendorQuote) {
    return (
      <Suspense fallback={null}>
        <VendorQuote booking={booking} trucks={trucks.data ?? []} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      {view.sections.vendorCounterOffer && (
        <VendorCounterOffer booking={booking} trucks={trucks.data ?? []} />
      )}
      <VendorActions booking={booking} send={statusChange.mutateAsync} onReload={onReload} />
    </Suspense>
  );
}

function BookingDetailView({ booking, onReload }: { booking: BookingDetail; onReload: () => void }) {
  useHead({ title: '예약 상세', noindex: true });
  const [search] = useSearchParams();
  const [ask, setAsk] = useState<{ truckId: number; at: number } | null>(null);
  const now = new Date();
  // The truck's counter-proposal, the same query its card reads: while one waits, the truck has answered.
  const proposals = useQuery({
    ...counterOffersQuery(booking.id),
    enabled: bookingView(booking, booking.viewerRole, now).sections.counterOffer,
  });
  const counterOfferWaiting = proposals.data?.some((offer) => offer.status === 'proposed') ?? false;
  // What this screen shows, for this viewer now: the shared view derives it from the status machine.
  const view = bookingView(booking, booking.viewerRole, now, { counterOfferWaiting });
  const { sections } = view;

  return (
    <>
      <PageHeader title="예약 상세" />
      <main id="main" className="space-y-6 px-4 py-5 pb-10">
        <div>
          <div className="flex items-center gap-2">
            <StatusBadge status={booking.status} />
            <span className="text-sm text-gray-600 tabular-nums">{booking.code}</span>
          </div>
          <h2 className="mt-2 text-2xl font-extrabold">{booking.info.eventName}</h2>
          <p className="mt-1 text-[15px] font-semibold text-gray-800">
            {formatEventDate(booking.info.eventDate)} {booking.info.startTime}~{booking.info.endTime} ·{' '}
            {groupDigits(booking.info.guestCount)}명
          </p>
          {booking.statusReason && (
            <p className="mt-2 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-800">
              <strong className="font-semibold">{view.reasonLabel}</strong> {booking.statusReason}
            </p>
          )}
        </div>

        {sections.rerequest && <RerequestWithTruck booking={booking} />}
        {sections.widen && (
          <WidenRequestSection booking={booking} highlighted={search.get('widen') === 'open'} />
        )}

        <section aria-labelledby="truck-title" className="rounded-2xl bg-gray-50 p-4">
          <h2 id="truck-title" className="text-sm font-semibold text-gray-600">
            {view.truckHeading}
          </h2>
          {sections.openRequestNote ? (
            <p className="mt-1 text-[15px]">
              지역과 메뉴가 맞는 푸드트럭 모두에게 보이는 요청이에요. 고객이 받은 견적을 비교해서 한 곳을
              골라요.
            </p>
          ) : booking.truck ? (
            <Link to={paths.foodtruck(booking.truck.id)} className="mt-2 flex min-h-11 items-center gap-3">
              {booking.truck.thumbnailUrl && (
                <img
                  src={booking.truck.thumbnailUrl}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 rounded-lg object-cover"
                />
              )}
              <span className="font-bold underline-offset-4">
                <TruckName name={booking.truck.name} note={booking.truck.nameNote} />
              </span>
            </Link>
          ) : (
            <p className="mt-1 text-[15px]">열린 요청이에요. 받은 견적 중 한 곳을 고르면 여기에 표시돼요.</p>
          )}
          {sections.truckPhone && booking.vendorPhone && (
            <a
              href={`tel:${booking.vendorPhone}`}
              className="mt-2 flex min-h-11 items-center gap-2 text-[15px] font-semibold text-brand-800"
            >
              사장님 전화 <span className="tabular-nums">{formatPhone(booking.vendorPhone)}</span>
            </a>
          )}
          <div className="mt-3 border-t border-gray-200 pt-3">
            <AmountBreakdown
              menus={booking.menus}
              estimate={booking.estimate}
              quotedAmount={booking.quotedAmount}
              quoteLabel={view.quoteLabel}
            >
              {view.pendingQuote && (
                <div className="flex justify-between font-bold">
                  <dt>확정 금액</dt>
                  <dd>{view.pendingQuote}</dd>
                </div>
              )}
              {booking.cancellationFee !== null && (
                <div className="flex justify-between">
                  <dt className="text-gray-700">취소 수수료</dt>
                  <dd>{formatWon(booking.cancellationFee)}</dd>
                </div>
              )}
            </AmountBreakdown>
          </div>
        </section>

        {sections.counterOffer && (
          <SectionBoundary name="counter-offer">
            <CounterOfferCard booking={booking} />
          </SectionBoundary>
        )}

        {sections.quotes && (
          <SectionBoundary name="quotes">
            <QuoteCompare booking={booking} onAsk={(truckId) => setAsk({ truckId, at: Date.now() })} />
          </SectionBoundary>
        )}

        {sections.payment && (
          <SectionBoundary name="payment">
            <PaymentSection bookingId={booking.id} viewer={booking.viewerRole} />
          </SectionBoundary>
        )}

        {sections.messages && (
          <SectionBoundary name="conversation">
            <Conversation
              bookingId={booking.id}
              phonesShared={sections.messages.phonesShared}
              ended={sections.messages.ended}
              ask={ask}
            />
          </SectionBoundary>
        )}

        {/* Reviews open with 구매확정, which comes once the event is over: shown from then, not only once completed. */}
        {sections.reviews && (
          <SectionBoundary name="reviews">
            <BookingReviews bookingId={booking.id} truckId={booking.truck?.id ?? null} />
          </SectionBoundary>
        )}

        <section aria-labelledby="timeline-title">
          <h2 id="timeline-title" className="mb-3 text-base font-bold">
            진행 상황
          </h2>
          <StatusTimeline history={booking.history} isOpenRequest={booking.isOpenRequest} />
        </section>

        <BookingSummary
          data={{ ...booking, eventTypeName: booking.eventType.name }}
          editLinks={sections.edit ? { contact: paths.bookingEdit(booking.id) } : {}}
          contactNote={view.contactNote ?? undefined}
        />

        {sections.edit && (
          <Link to={paths.bookingEdit(booking.id)} className={SECONDARY_BUTTON}>
            {sections.edit}
          </Link>
        )}
        {sections.cancel && (
          <CancelSection booking={booking} label={sections.cancel.label} onReload={onReload} />
        )}
        {sections.vendorActions && (
          <SectionBoundary name="vendor-actions">
            <VendorSection booking={booking} view={view} onReload={onReload} />
          </SectionBoundary>
        )}
      </main>
    </>
  );
}

export default function BookingDetailPage() {
  const { id = '' } = useParams();
  const booking = useQuery(bookingQuery(id));
  if (booking.isError) return <ErrorPage error={booking.error} />;
  if (!booking.data) return <PageSkeleton />;
  return <BookingDetailView booking={booking.data} onReload={() => void booking.refetch()} />;
}
