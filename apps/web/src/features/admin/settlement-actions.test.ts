import { SETTLEMENT_STATUSES } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import { settlementActions } from './settlement-actions.ts';
import { truckMove } from './truck-moves.ts';

describe('settlementActions', () => {
  it('offers exactly the shared machine’s admin moves: refusal on the left, the move forward on the right', () => {
    expect(settlementActions('requested')).toEqual([
      { to: 'rejected', label: '반려하기', needsReason: true, primary: false },
      { to: 'approved', label: '승인하기', needsReason: false, primary: true },
    ]);
    expect(settlementActions('approved')).toEqual([
      { to: 'paid', label: '지급 완료 처리', needsReason: false, primary: true },
    ]);
  });

  it('offers nothing once a settlement is paid or rejected', () => {
    expect(settlementActions('paid')).toEqual([]);
    expect(settlementActions('rejected')).toEqual([]);
    // Every status has a definite answer.
    for (const status of SETTLEMENT_STATUSES) expect(Array.isArray(settlementActions(status))).toBe(true);
  });
});

describe('truckMove', () => {
  it('suspends a listed truck, reinstates a suspended one, and leaves the rest to 입점 심사', () => {
    expect(truckMove('approved')).toEqual({ to: 'suspended', label: '정지하기' });
    expect(truckMove('suspended')).toEqual({ to: 'approved', label: '다시 열기' });
    expect(truckMove('pending')).toBeNull();
    expect(truckMove('rejected')).toBeNull();
  });
});
