import { describe, expect, it } from 'vitest';
import { ACTORS } from '../transition.ts';
import {
  availableSettlementTransitions,
  canSettlementTransition,
  isSettlementTerminal,
  SETTLEMENT_TRANSITIONS,
} from './machine.ts';
import { SETTLEMENT_STATUS_LABELS, SETTLEMENT_STATUSES } from './states.ts';

// By hand from docs/product.md § Domain: only operators move money.
const EXPECTED = ['requested→approved:admin', 'approved→paid:admin', 'requested→rejected:admin'];
const EDGES = ['requested→approved', 'approved→paid', 'requested→rejected'];

describe('canSettlementTransition: every (from, to, actor)', () => {
  it('allows exactly the expected set, and says why not otherwise', () => {
    const allowed: string[] = [];
    for (const from of SETTLEMENT_STATUSES) {
      for (const to of SETTLEMENT_STATUSES) {
        for (const actor of ACTORS) {
          const result = canSettlementTransition({ from, to, actor, reason: '계좌 정보 불일치' });
          const key = `${from}→${to}`;
          if (result.ok) allowed.push(`${key}:${actor}`);
          else
            expect(result.code, key).toBe(
              EDGES.includes(key) ? 'INSUFFICIENT_PERMISSIONS' : 'INVALID_STATUS_TRANSITION',
            );
        }
      }
    }
    expect(allowed.sort()).toEqual([...EXPECTED].sort());
  });

  it.each([undefined, '', ' \n '])('rejecting needs a reason (%o)', (reason) => {
    expect(
      canSettlementTransition({ from: 'requested', to: 'rejected', actor: 'admin', reason }),
    ).toMatchObject({
      ok: false,
      code: 'REQUIRED_FIELD_MISSING',
    });
  });

  it('approving and paying need no reason', () => {
    expect(canSettlementTransition({ from: 'requested', to: 'approved', actor: 'admin' })).toEqual({
      ok: true,
    });
    expect(canSettlementTransition({ from: 'approved', to: 'paid', actor: 'admin' })).toEqual({ ok: true });
  });

  it('cannot skip approval or undo a payment', () => {
    expect(canSettlementTransition({ from: 'requested', to: 'paid', actor: 'admin' })).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
    });
    expect(canSettlementTransition({ from: 'paid', to: 'approved', actor: 'admin' })).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
    });
  });
});

describe('availableSettlementTransitions', () => {
  it('agrees with canSettlementTransition', () => {
    for (const status of SETTLEMENT_STATUSES) {
      for (const actor of ACTORS) {
        const shown = availableSettlementTransitions(status, actor).map((e) => e.to);
        const allowed = SETTLEMENT_STATUSES.filter(
          (to) => canSettlementTransition({ from: status, to, actor, reason: '사유' }).ok,
        );
        expect(shown.sort(), `${status}:${actor}`).toEqual([...allowed].sort());
      }
    }
  });

  it('shows the vendor no buttons', () => {
    for (const status of SETTLEMENT_STATUSES)
      expect(availableSettlementTransitions(status, 'vendor')).toEqual([]);
  });
});

describe('the graph', () => {
  it('explains every edge', () => {
    for (const edge of SETTLEMENT_TRANSITIONS) expect(edge.comment.length).toBeGreaterThan(10);
  });

  it.each([
    ['requested', false],
    ['approved', false],
    ['paid', true],
    ['rejected', true],
  ] as const)('%s is terminal: %s', (status, terminal) => {
    expect(isSettlementTerminal(status)).toBe(terminal);
  });

  it('labels every status in Korean', () => {
    expect(SETTLEMENT_STATUS_LABELS).toEqual({
      requested: '정산 요청',
      approved: '승인',
      paid: '지급 완료',
      rejected: '반려',
    });
  });
});
