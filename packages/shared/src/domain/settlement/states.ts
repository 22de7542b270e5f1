export const SETTLEMENT_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const SETTLEMENT_STATUS_LABELS = {
  requested: '정산 요청',
  approved: '승인',
  paid: '지급 완료',
  rejected: '반려',
} as const satisfies Record<SettlementStatus, string>;

export function isSettlementStatus(value: string): value is SettlementStatus {
  return (SETTLEMENT_STATUSES as readonly string[]).includes(value);
}
