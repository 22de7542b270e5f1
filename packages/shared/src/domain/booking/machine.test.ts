import { describe, expect, it } from 'vitest';
import { BOOKING_AUTO_COMPLETE_AFTER_END_MS } from '../../constants.ts';
import { isErrorCode } from '../../errors/catalog.ts';
import { ACTORS, type Actor } from '../transition.ts';
import {
  availableTransitions,
  BOOKING_TRANSITIONS,
  bookingTimes,
  canTransition,
  isTerminal,
} from './machine.ts';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from './states.ts';

const HOUR = 3_600_000;
const eventStart = new Date('2025-06-01T03:00:00Z'); // 12:00 KST
const eventEnd = new Date(eventStart.getTime() + 4 * HOUR);
const at = (ms: number) => new Date(ms);

const MOMENTS = {
  beforeStart: at(eventStart.getTime() - HOUR),
  duringEvent: at(eventStart.getTime() + HOUR),
  afterEnd: at(eventEnd.getTime()),
  afterGrace: at(eventEnd.getTime() + BOOKING_AUTO_COMPLETE_AFTER_END_MS),
};

// Written out by hand from docs/product.md § Domain, not derived from the code under test.
const EDGES = [
  'requested→accepted',
  'requested→rejected',
  'requested→cancelled',
  'requested→expired',
  'accepted→cancelled',
  'accepted→completed',
];
const BEFORE_START = [
  'requested→accepted:vendor',
  'requested→rejected:vendor',
  'requested→cancelled:customer',
  'requested→cancelled:admin',
  'accepted→cancelled:customer',
  'accepted→cancelled:vendor',
  'accepted→cancelled:admin',
  // An unpaid deposit's lapse: whenever its deadline passes, which is at the latest the start.
  'accepted→cancelled:system',
];
const DURING_EVENT = [
  'requested→rejected:vendor',
  'requested→cancelled:customer',
  'requested→cancelled:admin',
  'requested→expired:system',
  'accepted→cancelled:vendor',
  'accepted→cancelled:admin',
  'accepted→cancelled:system',
];
// The vendor completes once the event is over, not while it runs (a job closed at its start was paid before
// it was done).
const AFTER_END = [...DURING_EVENT, 'accepted→completed:vendor'];
const EXPECTED: Record<keyof typeof MOMENTS, string[]> = {
  beforeStart: BEFORE_START,
  duringEvent: DURING_EVENT,
  afterEnd: AFTER_END,
  afterGrace: [...AFTER_END, 'accepted→completed:system'],
};

const request = (from: BookingStatus, to: BookingStatus, actor: Actor, now: Date, isOpenRequest = false) => ({
  from,
  to,
  actor,
  now,
  eventStart,
  eventEnd,
  isOpenRequest,
  reason: '사정이 생겼어요',
  quotedAmount: 350_000,
});

/**
 * An open request is answered with quotes, and its customer chooses one (issue 31): the vendor's 수락 and 거절
 * are for a request sent to their truck, the customer's 수락 (a chosen quote) for an open one.
 */
const KIND_REFUSALS: Record<'targeted' | 'open', Record<string, string>> = {
  targeted: {},
  open: {
    'requested→accepted:vendor': 'OPEN_REQUEST_QUOTES_ONLY',
    'requested→rejected:vendor': 'OPEN_REQUEST_NOT_REJECTABLE',
  },
};
// The customer's 수락 (a chosen quote, or a counter-proposal taken) is open to both kinds, before the start.
const withCustomerAccept = (set: string[]) =>
  set.includes('requested→accepted:vendor') ? [...set, 'requested→accepted:customer'] : set;
const openExpected = (set: string[]) =>
  withCustomerAccept(set).filter((move) => !(move in KIND_REFUSALS.open));

describe('canTransition: every (from, to, actor)', () => {
  it.each(
    (Object.keys(MOMENTS) as (keyof typeof MOMENTS)[]).flatMap((moment) =>
      (['targeted', 'open'] as const).map((kind) => [moment, kind] as const),
    ),
  )('%s, on a %s request, allows exactly the expected set', (moment, kind) => {
    const allowed: string[] = [];
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        for (const actor of ACTORS) {
          const result = canTransition(request(from, to, actor, MOMENTS[moment], kind === 'open'));
          const key = `${from}→${to}`;
          if (result.ok) {
            allowed.push(`${key}:${actor}`);
            continue;
          }
          // A refusal says why: not in the graph, not this actor's move, not this kind of request, or not now.
          const actorHasEdge = BOOKING_TRANSITIONS.some(
            (e) => e.from === from && e.to === to && e.actors.includes(actor),
          );
          const expectedCode = !EDGES.includes(key)
            ? 'INVALID_STATUS_TRANSITION'
            : (KIND_REFUSALS[kind][`${key}:${actor}`] ??
              (actorHasEdge ? 'OPERATION_NOT_ALLOWED' : 'INSUFFICIENT_PERMISSIONS'));
          expect(result.code, `${key}:${actor}`).toBe(expectedCode);
          expect(result.reason).toMatch(/[가-힣]/);
        }
      }
    }
    const expected = kind === 'open' ? openExpected(EXPECTED[moment]) : withCustomerAccept(EXPECTED[moment]);
    expect(allowed.sort()).toEqual([...expected].sort());
  });

  it('walks all 6 × 6 × 4 combinations', () => {
    expect(BOOKING_STATUSES.length * BOOKING_STATUSES.length * ACTORS.length).toBe(144);
  });
});

describe('canTransition: time edges', () => {
  const start = eventStart.getTime();
  const graceEnd = eventEnd.getTime() + BOOKING_AUTO_COMPLETE_AFTER_END_MS;
  it.each([
    ['customer cancels accepted', 'accepted', 'cancelled', 'customer', start - 1, true],
    ['customer cancels accepted', 'accepted', 'cancelled', 'customer', start, false],
    ['vendor accepts', 'requested', 'accepted', 'vendor', start - 1, true],
    ['vendor accepts', 'requested', 'accepted', 'vendor', start, false],
    ['vendor completes', 'accepted', 'completed', 'vendor', start, false],
    ['vendor completes', 'accepted', 'completed', 'vendor', eventEnd.getTime() - 1, false],
    ['vendor completes', 'accepted', 'completed', 'vendor', eventEnd.getTime(), true],
    ['system completes', 'accepted', 'completed', 'system', eventEnd.getTime(), false],
    ['system completes', 'accepted', 'completed', 'system', graceEnd - 1, false],
    ['system completes', 'accepted', 'completed', 'system', graceEnd, true],
    ['system expires', 'requested', 'expired', 'system', start - 1, false],
    ['system expires', 'requested', 'expired', 'system', start, true],
    ['vendor cancels accepted after the event', 'accepted', 'cancelled', 'vendor', graceEnd, true],
  ] as const)('%s (from %s to %s by %s) at %i → %s', (_label, from, to, actor, now, ok) => {
    const result = canTransition(request(from, to, actor, at(now)));
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('canTransition: what a move must carry', () => {
  const now = MOMENTS.beforeStart;
  const base = { now, eventStart, eventEnd };

  it.each([undefined, '', '   '])('rejecting needs a reason (%o)', (reason) => {
    expect(
      canTransition({ ...base, from: 'requested', to: 'rejected', actor: 'vendor', reason }),
    ).toMatchObject({
      ok: false,
      code: 'REQUIRED_FIELD_MISSING',
    });
  });

  it('vendor and admin cancel an accepted booking with a reason; the customer need not give one', () => {
    for (const actor of ['vendor', 'admin'] as const) {
      expect(canTransition({ ...base, from: 'accepted', to: 'cancelled', actor })).toMatchObject({
        ok: false,
        code: 'REQUIRED_FIELD_MISSING',
      });
      expect(
        canTransition({ ...base, from: 'accepted', to: 'cancelled', actor, reason: '차량 고장' }).ok,
      ).toBe(true);
    }
    expect(canTransition({ ...base, from: 'accepted', to: 'cancelled', actor: 'customer' })).toEqual({
      ok: true,
    });
    expect(canTransition({ ...base, from: 'requested', to: 'cancelled', actor: 'customer' })).toEqual({
      ok: true,
    });
  });

  it('accepting needs a quote', () => {
    const accept = { ...base, from: 'requested', to: 'accepted', actor: 'vendor' } as const;
    expect(canTransition(accept)).toMatchObject({ ok: false, code: 'REQUIRED_FIELD_MISSING' });
    expect(canTransition({ ...accept, quotedAmount: 1 })).toEqual({ ok: true });
    expect(canTransition({ ...accept, quotedAmount: 1_200_000 })).toEqual({ ok: true });
  });

  it.each([0, -1000, 1000.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'a quote of %d is refused',
    (amount) => {
      const result = canTransition({
        ...base,
        from: 'requested',
        to: 'accepted',
        actor: 'vendor',
        quotedAmount: amount,
      });
      expect(result).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
    },
  );

  it('checks time before payload, so nobody is asked for a reason they cannot use', () => {
    const result = canTransition({
      ...base,
      now: eventStart,
      from: 'requested',
      to: 'accepted',
      actor: 'vendor',
    });
    expect(result).toMatchObject({ ok: false, code: 'OPERATION_NOT_ALLOWED' });
  });
});

describe('availableTransitions', () => {
  it('agrees with canTransition everywhere', () => {
    for (const now of Object.values(MOMENTS)) {
      for (const status of BOOKING_STATUSES) {
        for (const actor of ACTORS) {
          const shown = availableTransitions(status, actor, { now, eventStart, eventEnd }).map((e) => e.to);
          const allowed = BOOKING_STATUSES.filter((to) => canTransition(request(status, to, actor, now)).ok);
          expect(shown.sort(), `${status}:${actor}`).toEqual([...allowed].sort());
        }
      }
    }
  });

  it('shows a vendor after the event the buttons to cancel (with a reason) or complete', () => {
    const edges = availableTransitions('accepted', 'vendor', {
      now: MOMENTS.afterEnd,
      eventStart,
      eventEnd,
    });
    expect(edges.map((e) => [e.to, e.requires ?? []])).toEqual([
      ['cancelled', ['reason']],
      ['completed', []],
    ]);
  });

  it('shows a vendor a new request with accept (with a quote) and reject (with a reason)', () => {
    const edges = availableTransitions('requested', 'vendor', {
      now: MOMENTS.beforeStart,
      eventStart,
      eventEnd,
    });
    expect(edges.map((e) => [e.to, e.requires])).toEqual([
      ['accepted', ['quotedAmount']],
      ['rejected', ['reason']],
    ]);
  });

  it('shows nothing on a finished booking', () => {
    for (const actor of ACTORS) {
      expect(
        availableTransitions('completed', actor, { now: MOMENTS.afterGrace, eventStart, eventEnd }),
      ).toEqual([]);
    }
  });
});

describe('the graph', () => {
  it('uses only known statuses, actors and catalogue codes, and explains every edge', () => {
    for (const edge of BOOKING_TRANSITIONS) {
      expect(BOOKING_STATUSES).toContain(edge.from);
      expect(BOOKING_STATUSES).toContain(edge.to);
      expect(edge.actors.length).toBeGreaterThan(0);
      for (const actor of edge.actors) expect(ACTORS).toContain(actor);
      expect(edge.comment.length).toBeGreaterThan(10);
    }
    for (const code of ['INVALID_STATUS_TRANSITION', 'INSUFFICIENT_PERMISSIONS', 'OPERATION_NOT_ALLOWED']) {
      expect(isErrorCode(code)).toBe(true);
    }
  });

  it('gives no actor two edges between the same statuses', () => {
    const seen = new Set<string>();
    for (const edge of BOOKING_TRANSITIONS) {
      for (const actor of edge.actors) {
        const key = `${edge.from}→${edge.to}:${actor}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it.each([
    ['requested', false],
    ['accepted', false],
    ['rejected', true],
    ['cancelled', true],
    ['completed', true],
    ['expired', true],
  ] as const)('%s is terminal: %s', (status, terminal) => {
    expect(isTerminal(status)).toBe(terminal);
  });

  it('labels every status in Korean', () => {
    expect(BOOKING_STATUS_LABELS).toEqual({
      requested: '요청',
      accepted: '확정',
      rejected: '거절',
      cancelled: '취소',
      completed: '완료',
      expired: '만료',
    });
  });
});

describe('open requests', () => {
  const times = { now: MOMENTS.beforeStart, eventStart, eventEnd };

  it('cannot be rejected by a vendor: they leave it for another truck', () => {
    const verdict = canTransition({
      ...times,
      isOpenRequest: true,
      from: 'requested',
      to: 'rejected',
      actor: 'vendor',
      reason: '안 돼요',
    });
    expect(verdict).toMatchObject({ ok: false, code: 'OPEN_REQUEST_NOT_REJECTABLE' });
    expect(
      canTransition({
        ...times,
        isOpenRequest: false,
        from: 'requested',
        to: 'rejected',
        actor: 'vendor',
        reason: '안 돼요',
      }).ok,
    ).toBe(true);
  });

  it('offers the vendor no move on an open request (they quote), and 수락 and 거절 on one sent to their truck', () => {
    const moves = (isOpenRequest: boolean) =>
      availableTransitions('requested', 'vendor', { ...times, isOpenRequest }).map((edge) => edge.to);
    expect(moves(true)).toEqual([]);
    expect(moves(false)).toEqual(['accepted', 'rejected']);
  });

  it('reads the kind of request and the times from the API shape', () => {
    const booking = {
      startsAt: eventStart.toISOString(),
      endsAt: eventEnd.toISOString(),
      isOpenRequest: true,
    };
    expect(bookingTimes(booking, MOMENTS.beforeStart)).toEqual({ ...times, isOpenRequest: true });
  });
});
