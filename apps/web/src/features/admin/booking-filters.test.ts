import { describe, expect, it } from 'vitest';
import {
  bookingAmount,
  bookingFiltersFromSearch,
  isFiltered,
  isUnansweredOver24h,
} from './booking-filters.ts';
import { adminPaths } from './paths.ts';

const read = (query: string) => bookingFiltersFromSearch(new URLSearchParams(query));

describe('bookingFiltersFromSearch', () => {
  it('reads what the address says and drops what is malformed', () => {
    expect(read('q=%20FT-2026%20&status=accepted&from=2026-11-01&to=2026-11-30&page=3')).toEqual({
      q: 'FT-2026',
      status: 'accepted',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
    expect(read('status=paid&from=11/01&page=0&q=%20%20')).toEqual({});
    expect(read('q='.concat('가'.repeat(80))).q).toHaveLength(60);
  });

  it('round-trips through the link builder', () => {
    const filters = { q: '김민지', status: 'requested' as const, from: '2026-12-01', page: 2 };
    const link = adminPaths.bookings(filters);
    expect(link).toBe(
      '/admin/bookings?q=%EA%B9%80%EB%AF%BC%EC%A7%80&status=requested&from=2026-12-01&page=2',
    );
    expect(read(link.split('?')[1] ?? '')).toEqual(filters);
  });

  it('treats the unanswered view as a view of its own', () => {
    expect(adminPaths.bookings({ waiting: true })).toBe('/admin/bookings?waiting=24h');
    expect(read('waiting=24h&status=accepted')).toEqual({ waiting: true });
    expect(isFiltered(read('waiting=24h'))).toBe(true);
    expect(isFiltered(read('page=2'))).toBe(false);
  });
});

describe('isUnansweredOver24h', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('holds for a request sent more than a day ago, and only a request', () => {
    expect(isUnansweredOver24h({ status: 'requested', createdAt: '2026-11-22T11:59:00Z' }, now)).toBe(true);
    expect(isUnansweredOver24h({ status: 'requested', createdAt: '2026-11-22T12:30:00Z' }, now)).toBe(false);
    expect(isUnansweredOver24h({ status: 'accepted', createdAt: '2026-11-01T00:00:00Z' }, now)).toBe(false);
  });
});

describe('bookingAmount', () => {
  it('shows the quote once there is one, else the estimate', () => {
    expect(bookingAmount({ quotedAmount: 950_000, estimate: 1_075_000 })).toEqual({
      label: '확정 금액',
      amount: 950_000,
    });
    expect(bookingAmount({ quotedAmount: null, estimate: 475_000 })).toEqual({
      label: '예상 금액',
      amount: 475_000,
    });
  });
});
