import type { User } from '@ft/shared';
import { addDays, BOOKING_DRAFT_TTL_MS, seoulDate } from '@ft/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shell/session.ts';
import { canEnterStep, draftToCreateBody, firstIncompleteStep, stepOfField } from './draft-steps.ts';
import { type BookingDraft, bookingDraft, contactIsOwn, emptyDraft } from './draft-store.ts';

const info = {
  eventName: '창립기념 사내 행사',
  eventDate: addDays(seoulDate(), 10),
  startTime: '11:00',
  endTime: '14:00',
  guestCount: 120,
  address: { postcode: '06236', roadAddress: '서울 강남구 테헤란로 152', detailAddress: '' },
  budget: null,
};
const contact = { name: '김예약', phone: '010-1234-5678', email: 'host@example.com' };
const truck = { id: 7, name: '달빛 떡볶이', thumbnailUrl: null, baseFee: 150_000 };

describe('booking draft', () => {
  beforeEach(() => {
    localStorage.clear();
    bookingDraft.reload();
  });
  afterEach(() => vi.useRealTimers());

  it('survives a reload (a new read of storage)', () => {
    bookingDraft.start(truck);
    bookingDraft.update({ eventTypeId: 3, info });
    bookingDraft.reload();
    expect(bookingDraft.get()).toMatchObject({ truck, eventTypeId: 3, info });
  });

  it('is forgotten after 7 days', () => {
    bookingDraft.start(null);
    bookingDraft.update({ eventTypeId: 3 });
    const savedAt = bookingDraft.get().savedAt;
    bookingDraft.reload(savedAt + BOOKING_DRAFT_TTL_MS - 1);
    expect(bookingDraft.get().eventTypeId).toBe(3);
    bookingDraft.reload(savedAt + BOOKING_DRAFT_TTL_MS + 1);
    expect(bookingDraft.get()).toEqual(emptyDraft());
    expect(localStorage.length).toBe(0);
  });

  it('keeps its Idempotency-Key while the request is unchanged, and drops it once the request changes', () => {
    bookingDraft.start(truck);
    bookingDraft.update({ eventTypeId: 3, info, contact, requests: '주차 가능' });
    bookingDraft.update({ idempotencyKey: 'key-of-the-first-submit' });
    // Saving the same values again (a form re-saving on open) is no change.
    bookingDraft.update({ info: { ...info }, requests: '주차 가능' });
    bookingDraft.reload();
    expect(bookingDraft.get().idempotencyKey).toBe('key-of-the-first-submit');
    // A fix after a failed submit is a new request: the next submit gets a new key.
    bookingDraft.update({ requests: '주차는 건물 뒤편' });
    expect(bookingDraft.get().idempotencyKey).toBeNull();
  });

  it('keeps what was typed when the same request is started again, and starts over for another truck', () => {
    bookingDraft.start(truck);
    bookingDraft.update({ eventTypeId: 3, contact });
    bookingDraft.start(truck);
    expect(bookingDraft.get().eventTypeId).toBe(3);
    bookingDraft.start(null);
    expect(bookingDraft.get()).toMatchObject({ truck: null, eventTypeId: null, contact });
  });

  it('remembers the booking a sent request became until a new request starts (back after 예약 요청 완료)', () => {
    bookingDraft.start(null);
    bookingDraft.update({ eventTypeId: 3, info, contact, idempotencyKey: 'sent-key' });
    bookingDraft.finish('booking-1');
    bookingDraft.reload();
    expect(bookingDraft.get()).toMatchObject({
      sentBookingId: 'booking-1',
      eventTypeId: null,
      idempotencyKey: null,
      contact,
    });
    // Starting again, even as the same open request, is a new request with the contact kept.
    bookingDraft.start(null);
    expect(bookingDraft.get()).toMatchObject({ sentBookingId: null, eventTypeId: null, contact });
    // Typing into a finished draft makes it a new request too.
    bookingDraft.finish('booking-2');
    bookingDraft.update({ eventTypeId: 4 });
    expect(bookingDraft.get().sentBookingId).toBeNull();
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem('ft.booking-draft.v1', '{not json');
    bookingDraft.reload();
    expect(bookingDraft.get()).toEqual(emptyDraft());
  });
});

describe('whose contact the draft holds (decision 092)', () => {
  const person = (id: string): User => ({
    id,
    email: `${id}@example.com`,
    nickname: id,
    role: 'customer',
    isVendor: false,
    phone: null,
    profileImageUrl: null,
    marketingConsent: false,
  });
  beforeEach(() => {
    localStorage.clear();
    bookingDraft.reload();
  });
  afterEach(() => session.clear());

  it('marks a contact written with the person signed in as theirs, kept through a reload, start and finish', () => {
    session.update({ user: person('user-a'), initialized: true });
    bookingDraft.start(truck);
    bookingDraft.update({ eventTypeId: 3, contact });
    bookingDraft.reload();
    expect(bookingDraft.get().contactOwner).toBe('user-a');
    bookingDraft.start(null);
    expect(bookingDraft.get()).toMatchObject({ contact, contactOwner: 'user-a' });
    bookingDraft.finish('booking-1');
    expect(bookingDraft.get()).toMatchObject({ contact, contactOwner: 'user-a' });
    expect(contactIsOwn(bookingDraft.get(), 'user-a')).toBe(true);
    expect(contactIsOwn(bookingDraft.get(), 'user-b')).toBe(false);
    expect(contactIsOwn(bookingDraft.get(), null)).toBe(false);
  });

  it('keeps the owner when the contact is written with nobody known, and gives it to the next person who writes it', () => {
    session.update({ user: person('user-a'), initialized: true });
    bookingDraft.update({ contact });
    session.clear();
    bookingDraft.update({ contact: { ...contact, name: '김예약 팀장' } });
    expect(bookingDraft.get().contactOwner).toBe('user-a');
    session.update({ user: person('user-b'), initialized: true });
    bookingDraft.update({ contact: { ...contact, name: '박서준' } });
    expect(bookingDraft.get().contactOwner).toBe('user-b');
  });

  it('gives a draft filled from an earlier booking (다시 요청하기) to the person who asked for it', () => {
    session.update({ user: person('user-a'), initialized: true });
    bookingDraft.replace({ ...emptyDraft(), eventTypeId: 3, contact });
    expect(bookingDraft.get().contactOwner).toBe('user-a');
  });

  it('takes a draft saved before owners were kept as the signed-in person’s', () => {
    localStorage.setItem(
      'ft.booking-draft.v1',
      JSON.stringify({ ...emptyDraft(), contactOwner: undefined, contact, savedAt: Date.now() }),
    );
    bookingDraft.reload();
    expect(bookingDraft.get().contactOwner).toBeNull();
    expect(contactIsOwn(bookingDraft.get(), 'user-a')).toBe(true);
  });

  it('does not drop the Idempotency-Key when only the owner is set', () => {
    bookingDraft.update({ eventTypeId: 3, info, contact, idempotencyKey: 'first-key' });
    bookingDraft.update({ contactOwner: 'user-a' });
    expect(bookingDraft.get().idempotencyKey).toBe('first-key');
  });

  it('does not count another account’s contact as given: that person fills in the contact step again', () => {
    const sent = {
      ...emptyDraft(),
      eventTypeId: 3,
      info,
      menus: [{ menuItemId: 1, servings: 100 }],
      contact,
      contactOwner: 'user-a',
    };
    expect(firstIncompleteStep(sent, 'user-a')).toBe('review');
    expect(firstIncompleteStep(sent, 'user-b')).toBe('contact');
    expect(canEnterStep(sent, 'contact', 'user-b')).toBe(true);
    expect(canEnterStep(sent, 'review', 'user-b')).toBe(false);
    // Without knowing who looks (a guest's first steps), only the sections themselves count.
    expect(firstIncompleteStep(sent)).toBe('review');
  });
});

describe('firstIncompleteStep', () => {
  const full: BookingDraft = {
    ...emptyDraft(),
    eventTypeId: 3,
    info,
    menus: [{ menuItemId: 1, servings: 100 }],
    contact,
  };

  it.each<[string, BookingDraft, string]>([
    ['an empty draft', emptyDraft(), 'event-type'],
    ['event type only', { ...emptyDraft(), eventTypeId: 3 }, 'info'],
    ['a past date', { ...full, info: { ...info, eventDate: addDays(seoulDate(), -1) } }, 'info'],
    ['an end before the start', { ...full, info: { ...info, endTime: '10:00' } }, 'info'],
    ['no menus', { ...full, menus: [] }, 'menu'],
    ['a bad phone', { ...full, contact: { ...contact, phone: '02-123' } }, 'contact'],
    ['everything', full, 'review'],
  ])('%s → %s', (_label, draft, step) => {
    expect(firstIncompleteStep(draft)).toBe(step);
  });

  it('lets a step open only when the steps before it are done', () => {
    const partial = { ...full, menus: [] };
    expect(canEnterStep(partial, 'info')).toBe(true);
    expect(canEnterStep(partial, 'menu')).toBe(true);
    expect(canEnterStep(partial, 'contact')).toBe(false);
    expect(canEnterStep(partial, 'review')).toBe(false);
  });

  it('turns a complete draft into the request body, phone as digits', () => {
    expect(draftToCreateBody({ ...full, truck })).toMatchObject({
      truckId: 7,
      eventTypeId: 3,
      contact: { phone: '01012345678' },
      agreedToPolicy: true,
    });
    expect(draftToCreateBody({ ...full, menus: [] })).toBeNull();
  });

  it('sends a refused field back to its step', () => {
    expect(stepOfField('info.eventDate')).toBe('info');
    expect(stepOfField('menus.0.menuItemId')).toBe('menu');
    expect(stepOfField('contact.phone')).toBe('contact');
    expect(stepOfField('eventTypeId')).toBe('event-type');
  });
});
