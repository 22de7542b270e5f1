import { type BookingDetail, rerequestView } from '@ft/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shell/paths.ts';
import { firstIncompleteStep } from '../draft/draft-steps.ts';
import { type BookingDraft, bookingDraft, type DraftTruck, hasWorkInProgress } from '../draft/draft-store.ts';
import { bookingToDraft, type RerequestTarget } from '../draft/rerequest.ts';

/**
 * The booking's truck as 다시 요청하기 sees it: still listed (with the dishes it offers now), gone from the list
 * (suspended, withdrawn: only an open request is offered), still being looked up, not known (the look-up
 * failed), or none at all (an open request nobody took).
 */
export type RerequestTruck =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'unavailable' }
  | { state: 'unknown' }
  | { state: 'bookable'; truck: DraftTruck; dishIds: readonly number[] };

/** Back to the button once every sheet is gone (while one is open the page behind it cannot take focus). */
export function useFocusBackWhenClosed(opener: RefObject<HTMLElement | null>, open: boolean) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open, opener]);
}

/** The question before a request being written is replaced, while it is asked. */
export interface ReplacingDraft {
  draft: BookingDraft;
  replace: () => void;
  keepWriting: () => void;
  close: () => void;
}

/**
 * Starts a new draft from the booking and opens the first step that needs the person (the date for the same
 * truck, the menu for an open request whose dishes were the truck's own); when a request is already being
 * written, asks first (`replacing`), so typed work is never dropped silently.
 */
export function useDraftFromBooking(booking: BookingDetail) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<RerequestTarget | null>(null);
  const start = (target: RerequestTarget) => {
    const draft = bookingToDraft(booking, target, new Date());
    bookingDraft.replace(draft);
    navigate(paths.bookingStep(firstIncompleteStep(draft)));
  };
  const choose = (target: RerequestTarget) => {
    if (hasWorkInProgress(bookingDraft.get())) setChosen(target);
    else start(target);
  };
  const replacing: ReplacingDraft | null = chosen && {
    draft: bookingDraft.get(),
    replace: () => start(chosen),
    keepWriting: () => navigate(paths.bookingStep(firstIncompleteStep(bookingDraft.get()))),
    close: () => setChosen(null),
  };
  return { choose, asking: chosen !== null, replacing };
}

/**
 * 다시 요청하기 / 다시 예약하기's state: its words for the booking's status, whether the choice sheet is open, and
 * what the button does (a served booking whose truck still takes requests goes straight to its new date).
 */
export function useRerequestForm(booking: BookingDetail, truck: RerequestTruck) {
  const [choosing, setChoosing] = useState(false);
  const { choose, asking, replacing } = useDraftFromBooking(booking);
  const opener = useRef<HTMLButtonElement>(null);
  useFocusBackWhenClosed(opener, choosing || asking);
  const words = rerequestView(booking.status);
  return {
    words,
    opener,
    choosing: choosing && !asking,
    replacing,
    open: () =>
      words?.served && truck.state === 'bookable'
        ? choose({ kind: 'truck', truck: truck.truck, dishIds: truck.dishIds })
        : setChoosing(true),
    pick: (target: RerequestTarget) => {
      setChoosing(false);
      choose(target);
    },
    close: () => setChoosing(false),
  };
}
