import type { SettlementStatus } from '@ft/shared';

const SEOUL = 'Asia/Seoul';
const dateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SEOUL,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const date = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SEOUL,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** An instant in Seoul: "2026년 11월 23일 14:30". */
export const formatSeoulDateTime = (iso: string) => dateTime.format(new Date(iso));
/** An instant's Seoul date: "2026년 11월 23일". */
export const formatSeoulDate = (iso: string) => date.format(new Date(iso));

/** A Seoul calendar date as written: "2026-11-05" → "2026년 11월 5일". */
export function formatDay(day: string, withYear = true): string {
  const [y, m, d] = day.split('-').map(Number);
  return withYear ? `${y}년 ${m}월 ${d}일` : `${m}월 ${d}일`;
}

/** The events a settlement covers: "2026년 10월 24일 ~ 11월 20일", one date when they share it. */
export function formatPeriod(start: string, end: string): string {
  if (start === end) return formatDay(start);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${formatDay(start)} ~ ${formatDay(end, !sameYear)}`;
}

/** 0.1 → "10%", 0.035 → "3.5%" (the rate as the settlement recorded it). */
export const formatRate = (rate: number) => `${Number((rate * 100).toFixed(4))}%`;

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
