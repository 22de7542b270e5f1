import type { LiveEvent } from '@ft/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../shell/api-client.ts';
import { startLiveUpdates } from './live-invalidation.ts';

/** Just enough of EventSource: what was opened, and a way to speak as the server. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  ready(id: string) {
    this.listeners.get('ready')?.(new MessageEvent('ready', { data: '{}', lastEventId: id }));
  }
  send(id: number, event: LiveEvent) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event), lastEventId: String(id) }));
  }
}

const KEYS = {
  customerDetail: ['bookings', 'detail', 'b1'],
  customerList: ['bookings', 'list', 'all'],
  vendorInbox: ['bookings', 'truck', 3, 'list', 'requested'],
  vendorCount: ['bookings', 'truck', 3, 'count', 'requested'],
  thread: ['messages', 'b1', 'page'],
  otherThread: ['messages', 'b2', 'page'],
  notices: ['notifications', 'list'],
  trucks: ['foodtrucks', 'list'],
};

let queryClient: QueryClient;
let stop: () => void;
const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
  queryClient = new QueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, 'cached');
  stop = startLiveUpdates(queryClient);
});
/** What the bell's call answers when a refused stream asks whether the session still stands. */
const bellAnswers = (status: 200 | 503) =>
  vi.fn(async (_input: string) =>
    status === 200
      ? Response.json({ success: true, data: [], unread: 5 })
      : Response.json({ success: false, error: '잠시 후 다시 시도해주세요.' }, { status }),
  );
/** The browser gave up on the stream (a refused answer): EventSource is CLOSED and says only "error". */
const refuse = (source: FakeEventSource) => {
  source.readyState = FakeEventSource.CLOSED;
  source.onerror?.();
};

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setApiTransport((input, init) => fetch(input, init));
});

describe('live updates', () => {
  it('refreshes both sides’ booking screens, its conversation and the bell on a booking’s event', () => {
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toBe('/api/v1/events');
    source.send(41, {
      type: 'booking.accepted',
      subject: 'booking',
      subjectId: 'b1',
      bookingId: 'b1',
      notificationId: 7,
      unread: 4,
    });
    expect(queryClient.getQueryData(['notifications', 'unread'])).toBe(4);
    for (const key of [
      KEYS.customerDetail,
      KEYS.customerList,
      KEYS.vendorInbox,
      KEYS.vendorCount,
      KEYS.notices,
      // A choice or the request ending opens and closes the booking's threads.
      KEYS.thread,
    ]) {
      expect(stale(key), JSON.stringify(key)).toBe(true);
    }
    expect(stale(KEYS.trucks)).toBe(false);
  });

  it('puts a notice the stream brought at the top of the list it holds, without asking again', () => {
    const notice = (id: number) => ({
      id,
      type: 'booking.accepted',
      title: `알림 ${id}`,
      body: '',
      link: '/bookings/b1',
      readAt: null,
      createdAt: '2026-12-08T00:00:00.000Z',
    });
    queryClient.setQueryData(KEYS.notices, {
      pages: [{ data: [notice(2), notice(1)], total: 3, unread: 1, page: 1, limit: 2 }],
      pageParams: [1],
    });
    const fetched = vi.fn();
    queryClient.setQueryDefaults(KEYS.notices, { queryFn: fetched });
    FakeEventSource.opened[0]!.send(44, {
      type: 'booking.accepted',
      subject: 'booking',
      subjectId: 'b1',
      bookingId: 'b1',
      notificationId: 3,
      notice: notice(3),
      unread: 2,
    });
    const list = queryClient.getQueryData<{ pages: { data: { id: number }[]; total: number }[] }>(
      KEYS.notices,
    );
    // The first page keeps its size, so the next one still starts where the server's does.
    expect(list!.pages[0]!.data.map((one) => one.id)).toEqual([3, 2]);
    expect(list!.pages[0]!.total).toBe(4);
    expect(fetched).not.toHaveBeenCalled();
    // Its booking's screens are still refreshed.
    expect(stale(KEYS.customerDetail)).toBe(true);
  });

  it('leaves the notices alone on a change that brought no notice (the person’s own move in another tab)', () => {
    FakeEventSource.opened[0]!.send(45, {
      type: 'booking.cancelled',
      subject: 'booking',
      subjectId: 'b1',
      bookingId: 'b1',
      unread: 0,
    });
    expect(stale(KEYS.notices)).toBeFalsy();
    expect(stale(KEYS.customerDetail)).toBe(true);
  });

  it('refreshes only that booking’s conversation on a message', () => {
    FakeEventSource.opened[0]!.send(42, {
      type: 'message.sent',
      subject: 'message',
      subjectId: 'm1',
      bookingId: 'b1',
      notificationId: 8,
      unread: 1,
    });
    expect(stale(KEYS.thread)).toBe(true);
    expect(stale(KEYS.otherThread)).toBe(false);
    expect(stale(KEYS.customerDetail)).toBe(false);
  });

  it('reopens a refused stream with back-off, after the last event it saw, while the session stands', async () => {
    vi.useFakeTimers();
    const bell = bellAnswers(200);
    setApiTransport(bell);
    const first = FakeEventSource.opened[0]!;
    first.ready('40');
    first.send(43, {
      type: 'booking.requested',
      subject: 'booking',
      subjectId: 'b9',
      bookingId: 'b9',
      notificationId: 9,
      unread: 2,
    });
    refuse(first);
    await vi.advanceTimersByTimeAsync(700);
    // Asked first whether the session still stands (the bell's call, whose count it keeps).
    expect(bell.mock.calls.map(([url]) => url)).toEqual(['/api/v1/notifications?limit=1']);
    expect(queryClient.getQueryData(['notifications', 'unread'])).toBe(5);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(FakeEventSource.opened.at(-1)!.url).toBe('/api/v1/events?after=43');
    // A second failure in a row waits longer.
    refuse(FakeEventSource.opened.at(-1)!);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(FakeEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it('keeps trying with back-off when that check gets no good answer either (a deploy)', async () => {
    vi.useFakeTimers();
    setApiTransport(bellAnswers(503));
    refuse(FakeEventSource.opened[0]!);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
