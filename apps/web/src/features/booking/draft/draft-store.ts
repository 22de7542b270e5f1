import {
  BOOKING_DRAFT_TTL_MS,
  type BookingContactInput,
  type BookingInfoInput,
  type BookingMenuLineInput,
} from '@ft/shared';
import { useSyncExternalStore } from 'react';
import { session } from '../../../shell/session.ts';

/** What the request flow shows about the truck it started from, kept so every step can show it offline. */
export interface DraftTruck {
  id: number;
  name: string;
  thumbnailUrl: string | null;
  baseFee: number;
}

/** The info step as typed: numbers may still be text or empty while the person is typing. */
export type DraftInfo = Partial<Omit<BookingInfoInput, 'guestCount' | 'budget' | 'address'>> & {
  guestCount?: number | null;
  budget?: number | null;
  address?: Partial<BookingInfoInput['address']>;
};

/**
 * A draft filled from an earlier request that never got a yes (다시 요청하기 on a rejected or expired booking):
 * what the steps tell the person about what was carried over and what they must choose again.
 */
export interface DraftRetry {
  /** The earlier booking's number, named in the notes. */
  bookingCode: string;
  /** `waiting`: a direct request still unanswered, widened to an open request (열린 요청으로 넓히기). */
  outcome: 'rejected' | 'expired' | 'completed' | 'waiting';
  /** The waiting request the open one replaces: the server cancels it when this one is sent. */
  replacesBookingId?: string | null;
  /** The earlier date when it was cleared (asked again of the same truck, or already past). */
  clearedDate: string | null;
  /** The date the truck said no to: not to be picked again while the draft is addressed to that truck. */
  refusedDate: string | null;
  /**
   * Dishes left out, to be chosen again: the earlier request was priced from a truck's own menu and an open
   * request takes catalogue dishes (`catalogue`), or the truck no longer offers them (`unavailable`).
   */
  rechoose: {
    reason: 'catalogue' | 'unavailable';
    truckName: string | null;
    lines: { name: string; servings: number }[];
  } | null;
}

export interface BookingDraft {
  truck: DraftTruck | null;
  eventTypeId: number | null;
  info: DraftInfo;
  menus: BookingMenuLineInput[];
  contact: Partial<BookingContactInput>;
  /**
   * The account signed in when `contact` was written (null: nobody known, or a draft saved before this was
   * kept). Another account's contact is never shown to, or sent by, whoever signs in next (docs/decisions/092).
   */
  contactOwner: string | null;
  requests: string;
  agreedToPolicy: boolean;
  /**
   * One per request as it was sent: kept through retries and reloads so a repeated submit returns the first
   * booking, and dropped as soon as what would be sent changes (the server refuses a key with another body).
   */
  idempotencyKey: string | null;
  /**
   * The booking the last request became, kept with the emptied draft: going back into the finished flow (the
   * browser's back after 예약 요청 완료) leads to that booking instead of an empty first step.
   */
  sentBookingId: string | null;
  /** Set when the draft was filled from an earlier booking (다시 요청하기). */
  retry: DraftRetry | null;
  savedAt: number;
}

export const BOOKING_STEPS = ['event-type', 'info', 'menu', 'contact', 'review'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];
export const BOOKING_STEP_LABELS: Record<BookingStep, string> = {
  'event-type': '행사 종류',
  info: '행사 정보',
  menu: '메뉴',
  contact: '연락처',
  review: '확인',
};

const STORAGE_KEY = 'ft.booking-draft.v1';

export const emptyDraft = (): BookingDraft => ({
  truck: null,
  eventTypeId: null,
  info: {},
  menus: [],
  contact: {},
  contactOwner: null,
  requests: '',
  agreedToPolicy: false,
  idempotencyKey: null,
  sentBookingId: null,
  retry: null,
  savedAt: 0,
});

const hasTyped = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : typeof value === 'number'
      ? true
      : value !== null && typeof value === 'object' && Object.values(value).some(hasTyped);

/**
 * Whether the draft holds a request the person has started and not sent: replacing it would lose their work.
 * The contact details alone do not count (they are kept from one request to the next).
 */
export function hasWorkInProgress(value: BookingDraft): boolean {
  if (value.savedAt === 0 || value.sentBookingId !== null) return false;
  return (
    value.eventTypeId !== null || hasTyped(value.info) || value.menus.length > 0 || hasTyped(value.requests)
  );
}

/**
 * Whether the draft's contact is the person's own: written while they were signed in, or by nobody known.
 * Another account's is not (decision 092): the contact step fills in from the signed-in person's profile.
 */
export function contactIsOwn(value: BookingDraft, userId: string | null | undefined): boolean {
  return value.contactOwner === null || value.contactOwner === (userId ?? null);
}

/** Who a contact written now belongs to: the signed-in person, else whoever it belonged to before. */
const ownerNow = (previous: BookingDraft) => session.get().user?.id ?? previous.contactOwner;

let draft: BookingDraft | null = null;
const listeners = new Set<() => void>();
const SERVER_DRAFT = emptyDraft();

/** Reads the saved draft once; one older than the TTL (or unreadable) starts over. */
function load(now = Date.now()): BookingDraft {
  if (typeof localStorage === 'undefined') return emptyDraft();
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return emptyDraft();
    const saved = JSON.parse(raw) as BookingDraft;
    if (typeof saved.savedAt !== 'number' || now - saved.savedAt > BOOKING_DRAFT_TTL_MS) {
      localStorage.removeItem(STORAGE_KEY);
      return emptyDraft();
    }
    return { ...emptyDraft(), ...saved };
  } catch {
    return emptyDraft();
  }
}

function current(): BookingDraft {
  draft ??= load();
  return draft;
}

function save(next: BookingDraft) {
  draft = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full disk: the draft still lives for this visit.
  }
  for (const listener of listeners) listener();
}

export const bookingDraft = {
  get: current,
  update(patch: Partial<BookingDraft>) {
    const previous = current();
    const changesRequest = (Object.keys(patch) as (keyof BookingDraft)[]).some(
      (key) =>
        key !== 'idempotencyKey' &&
        key !== 'sentBookingId' &&
        key !== 'savedAt' &&
        key !== 'contactOwner' &&
        JSON.stringify(patch[key]) !== JSON.stringify(previous[key]),
    );
    const idempotencyKey =
      'idempotencyKey' in patch
        ? (patch.idempotencyKey ?? null)
        : changesRequest
          ? null
          : previous.idempotencyKey;
    // Typing into the draft again makes it a new request, no longer the one that was sent.
    const sentBookingId =
      'sentBookingId' in patch
        ? (patch.sentBookingId ?? null)
        : changesRequest
          ? null
          : previous.sentBookingId;
    // A contact written is the signed-in person's: the next account to sign in starts from its own profile.
    const contactOwner =
      'contactOwner' in patch
        ? (patch.contactOwner ?? null)
        : 'contact' in patch
          ? ownerNow(previous)
          : previous.contactOwner;
    save({ ...previous, ...patch, idempotencyKey, sentBookingId, contactOwner, savedAt: Date.now() });
  },
  /** A new request: from a truck's page it is addressed to that truck, otherwise it is open. */
  start(truck: DraftTruck | null) {
    const previous = current();
    // Coming back to the same request keeps what was typed; another truck, an open request or a request that
    // was already sent starts over.
    if (
      previous.savedAt > 0 &&
      previous.sentBookingId === null &&
      (previous.truck?.id ?? null) === (truck?.id ?? null)
    ) {
      save({ ...previous, truck, savedAt: Date.now() });
      return;
    }
    save({
      ...emptyDraft(),
      contact: previous.contact,
      contactOwner: previous.contactOwner,
      truck,
      savedAt: Date.now(),
    });
  },
  /**
   * A new request filled in whole (다시 요청하기): whatever was there goes, and so does any key or booking of
   * an earlier send — this is a new request, sent with a key of its own.
   */
  replace(next: BookingDraft) {
    save({
      ...next,
      contactOwner: session.get().user?.id ?? next.contactOwner,
      idempotencyKey: null,
      sentBookingId: null,
      savedAt: Date.now(),
    });
  },
  /** The request became a booking: the contact details stay for the next one, the rest is done. */
  finish(bookingId: string) {
    const { contact, contactOwner } = current();
    save({ ...emptyDraft(), contact, contactOwner, sentBookingId: bookingId, savedAt: Date.now() });
  },
  clear() {
    draft = emptyDraft();
    try {
      localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing was saved.
    }
    for (const listener of listeners) listener();
  },
  /** Re-reads storage (another tab, or a test moving the clock). */
  reload(now = Date.now()) {
    draft = load(now);
    for (const listener of listeners) listener();
  },
};

export function useBookingDraft(): BookingDraft {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => SERVER_DRAFT,
  );
}
