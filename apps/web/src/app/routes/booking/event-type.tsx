import type { FoodTruckDetail } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { StepButton } from '../../../components/ui/step-layout.tsx';
import { SentRequestRedirect } from '../../../features/booking/components/sent-request-redirect.tsx';
import { BookingStepLayout } from '../../../features/booking/components/step-layout.tsx';
import {
  bookingDraft,
  type DraftTruck,
  useBookingDraft,
} from '../../../features/booking/draft/draft-store.ts';
import { foodTruckQuery, truckIdFromParam } from '../../../features/foodtrucks/api/foodtrucks.ts';
import { eventTypesQuery } from '../../../features/reference/api/reference.ts';
import { EventTypeIcon } from '../../../features/reference/components/event-type-icon.tsx';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { useHead } from '../../../shell/head.tsx';
import { paths } from '../../../shell/paths.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { useIsClient } from '../../../shell/use-is-client.ts';

const truckSnapshot = (truck: FoodTruckDetail): DraftTruck => ({
  id: truck.id,
  name: truck.name,
  thumbnailUrl: truck.thumbnail?.thumbnailUrl ?? null,
  baseFee: truck.baseFee,
});

/** Step 1. Entered with ?truckId= from a truck's page, with ?start=open for an open request, or to resume. */
export default function BookingEventTypePage() {
  useHead({ title: '행사 종류 선택', noindex: true });
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const location = useLocation();
  const isClient = useIsClient();
  const truckId = truckIdFromParam(search.get('truckId') ?? undefined);
  const startsOpen = search.get('start') === 'open';
  const truck = useQuery({ ...foodTruckQuery(truckId ?? 0), enabled: truckId !== null });
  const events = useQuery(eventTypesQuery());
  const draft = useBookingDraft();

  useEffect(() => {
    if (!isClient) return;
    const starting = startsOpen || (truckId !== null && truck.data);
    if (!starting) return;
    bookingDraft.start(truck.data ? truckSnapshot(truck.data) : null);
    // Counted once analytics is here: it is no part of this page's first load (decision 100).
    void import('../../../lib/analytics.ts').then((analytics) => analytics.trackBookingStep('start'));
    // A reload continues this request instead of starting another.
    setSearch({}, { replace: true });
  }, [isClient, startsOpen, truckId, truck.data, setSearch]);

  const starting = startsOpen || truckId !== null;
  // Back (or forward) into a request that was sent, inside the app: to that booking instead. A link or a
  // fresh visit to this step after it starts a new request (the effect below).
  const backIntoSent =
    isClient &&
    !starting &&
    draft.sentBookingId !== null &&
    navigationType === 'POP' &&
    location.key !== 'default';
  const freshAfterSent = isClient && !starting && draft.sentBookingId !== null && !backIntoSent;
  useEffect(() => {
    if (freshAfterSent) bookingDraft.start(null);
  }, [freshAfterSent]);
  if (backIntoSent && draft.sentBookingId && draft.eventTypeId === null) {
    return <SentRequestRedirect bookingId={draft.sentBookingId} />;
  }
  if (truck.isError) return <ErrorPage error={truck.error} />;
  if (events.isError) return <ErrorPage error={events.error} />;
  if (!events.data || (truckId !== null && !truck.data)) return <PageSkeleton />;

  // The server renders this step with its data (it is the flow's first paint); what depends on the draft in
  // this browser appears once the page has hydrated.
  const shownTruck = startsOpen
    ? null
    : truck.data
      ? truckSnapshot(truck.data)
      : isClient
        ? draft.truck
        : undefined;
  const selected = isClient && !starting ? draft.eventTypeId : null;

  return (
    <BookingStepLayout
      step="event-type"
      title="행사 종류 선택"
      truck={shownTruck}
      footer={
        <StepButton disabled={!selected} onClick={() => navigate(paths.bookingStep('info'))}>
          다음
        </StepButton>
      }
    >
      <fieldset>
        <legend className="text-xl font-bold">어떤 행사인가요?</legend>
        <p className="mt-1 text-sm text-gray-700">행사에 맞는 메뉴와 트럭을 추천해 드려요.</p>
        <div className="mt-4 grid grid-cols-2 gap-2">
          {events.data.map((event) => (
            <label
              key={event.id}
              className="flex min-h-20 cursor-pointer flex-col justify-center gap-1 rounded-2xl border border-gray-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="eventType"
                value={event.id}
                checked={selected === event.id}
                onChange={() => bookingDraft.update({ eventTypeId: event.id })}
                className="sr-only"
              />
              <span className="text-brand-700">
                <EventTypeIcon slug={event.slug} />
              </span>
              <span className="text-[15px] font-semibold">{event.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </BookingStepLayout>
  );
}
