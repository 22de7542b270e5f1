import { DAY_MS, MINUTE_MS, seoulDate } from '@ft/shared';
import { formatDay } from '../../shell/format.ts';

/**
 * A signed link is opened as it is while it has a minute left (the tab needs a moment to ask for the file);
 * after that it is renewed first.
 */
export const LINK_MARGIN_MS = MINUTE_MS;
export const isLinkFresh = (expiresAt: string, now: Date = new Date()) =>
  new Date(expiresAt).getTime() - now.getTime() > LINK_MARGIN_MS;

/** A settlement line whose event ended less than a day ago: paid this soon, a complaint may still come. */
export function endedWithinADay(endsAt: string, now: Date = new Date()): boolean {
  const ago = now.getTime() - Date.parse(endsAt);
  return ago >= 0 && ago < DAY_MS;
}

/** 2048 → "2KB", 3_500_000 → "3.3MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}

/**
 * A shop's number as Koreans write it: 02-123-4567 and 02-1234-5678 (Seoul), 031-123-4567,
 * 010-1234-5678, 1588-1234. Anything else is shown as it is.
 */
export function formatBusinessPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.startsWith('02') && (d.length === 9 || d.length === 10))
    return `02-${d.slice(2, d.length - 4)}-${d.slice(-4)}`;
  if (/^0\d\d/.test(d) && (d.length === 10 || d.length === 11))
    return `${d.slice(0, 3)}-${d.slice(3, d.length - 4)}-${d.slice(-4)}`;
  if (/^1\d{7}$/.test(d)) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return digits;
}

/**
 * A settlement's period from its Seoul dates: "11월 3일 ~ 11월 20일", one day alone, and the year on both
 * ends once either is not this year's.
 */
export function formatPeriod(start: string, end: string, now: Date = new Date()): string {
  const year = seoulDate(now).slice(0, 4);
  const withYear = start.slice(0, 4) !== year || end.slice(0, 4) !== year;
  return start === end
    ? formatDay(start, withYear)
    : `${formatDay(start, withYear)} ~ ${formatDay(end, withYear)}`;
}
