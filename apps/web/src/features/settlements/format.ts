import type { SettlementStatus } from '@ft/shared';
import { formatDay } from '../../shell/format.ts';

/** The events a settlement covers: "2026년 10월 24일 ~ 11월 20일", one date when they share it. */
export function formatPeriod(start: string, end: string): string {
  if (start === end) return formatDay(start);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${formatDay(start)} ~ ${formatDay(end, !sameYear)}`;
}

export const SETTLEMENT_TONE: Record<SettlementStatus, string> = {
  requested: 'bg-amber-50 text-amber-800',
  approved: 'bg-sky-50 text-sky-800',
  paid: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
};

/** What happens next, by status, in one line under the badge. */
export const SETTLEMENT_NEXT: Record<SettlementStatus, string> = {
  requested: '운영자가 확인하고 있어요',
  approved: '승인됐어요. 곧 입금돼요',
  paid: '정산 계좌로 입금했어요',
  rejected: '반려됐어요. 예약은 다시 정산 요청할 수 있어요',
};
