import { describe, expect, it } from 'vitest';
import type { BookingFunnel } from './api/overview.ts';
import { funnelRows, requestToCompletion } from './funnel.ts';

const funnel = (drafts: number, requested: number, accepted: number, completed: number): BookingFunnel => [
  { stage: 'drafts_started', count: drafts, source: 'client' },
  { stage: 'requested', count: requested, source: 'server' },
  { stage: 'accepted', count: accepted, source: 'server' },
  { stage: 'completed', count: completed, source: 'server' },
];

describe('funnelRows', () => {
  it('sizes bars against the largest stage and converts against the stage before', () => {
    const rows = funnelRows(funnel(200, 50, 20, 15));
    expect(rows.map((row) => row.width)).toEqual([100, 25, 10, 8]);
    expect(rows.map((row) => row.conversion)).toEqual([null, 25, 40, 75]);
    expect(rows.map((row) => row.label)).toEqual(['예약 작성 시작', '예약 요청', '사장님 확정', '행사 완료']);
    expect(rows[0]?.fromClient).toBe(true);
    expect(rows[1]?.fromClient).toBe(false);
  });

  it('gives no conversion after an empty stage, nor when browsers counted fewer than the server', () => {
    // The demo data: no browser events, three requests.
    expect(funnelRows(funnel(0, 3, 1, 0)).map((row) => row.conversion)).toEqual([null, null, 33, 0]);
    expect(funnelRows(funnel(2, 3, 0, 0)).map((row) => row.conversion)).toEqual([null, null, 0, null]);
  });

  it('draws nothing when nothing happened', () => {
    expect(funnelRows(funnel(0, 0, 0, 0)).map((row) => row.width)).toEqual([0, 0, 0, 0]);
  });
});

describe('requestToCompletion', () => {
  it('is the share of requests that ended in an event, or null without requests', () => {
    expect(requestToCompletion(funnel(0, 8, 4, 3))).toBe(38);
    expect(requestToCompletion(funnel(5, 0, 0, 0))).toBeNull();
  });
});
