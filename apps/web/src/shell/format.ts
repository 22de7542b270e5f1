import {
  DAY_MS,
  groupDigits,
  seoulClock,
  seoulDate,
  seoulInstant,
  formatWon as sharedFormatWon,
} from '@ft/shared';

/**
 * 150000 → "150,000원": the one formatter of won, the server's and the notices' too (packages/shared). A binding
 * of the shell's own, not a re-export: the build follows a re-export to shared's file, which then came as a
 * file of its own with every screen that writes won (vite.config.ts's `app` group takes the shell's imports).
 */
export const formatWon = sharedFormatWon;

/** An amount of won as a money field shows it while typed: 150000 → "150,000"; nothing typed stays empty. */
export const formatAmount = (amount: number | null | undefined) =>
  amount === null || amount === undefined || Number.isNaN(amount) ? '' : groupDigits(amount);

/** What was typed into a money field: digits only (a pasted "150,000원" works), or null when empty. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '').slice(0, 12);
  return digits === '' ? null : Number(digits);
}

/**
 * Korea's country code read as the 0 a number dialled at home starts with: "+82 10-1234-5678" (what a phone's
 * autofill gives) and "+82 (0)10…" are 010-1234-5678. A number dialled in Korea never starts with 82 or 0082.
 */
const domesticDigits = (value: string) => {
  const digits = value.replace(/\D/g, '');
  const international = /^(?:00)?820?(\d*)$/.exec(digits);
  return international ? `0${international[1]}` : digits;
};

/** Digits → 010-1234-5678 (stored as digits, shown with dashes); also formats a number while it is typed. */
export function formatPhone(value: string): string {
  const d = domesticDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 7) return `${d.slice(0, 3)}-${d.slice(3)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

/** 4.75 → "4.8" */
export const formatRating = (rating: number) => rating.toFixed(1);

/** 0.1 → "10%", 0.035 → "3.5%": a commission rate as the settlement recorded it. */
export const formatRate = (rate: number) => `${Number((rate * 100).toFixed(4))}%`;

// ── Dates and times ──────────────────────────────────────────────────────────────────────────────────────
// Every date and time is shown in Seoul, whatever the device's zone (docs/product.md § Data), through the
// formatters here and nowhere else. They are written out on Seoul's fixed +09:00 (seoulClock) rather than made
// with ICU's date formats: a page's first ICU formatter costs a phone's start tens of milliseconds
// (docs/decisions/059). A test holds them to what ko-KR formatting in Asia/Seoul writes.

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** An instant's calendar parts in Seoul, whatever the device's zone: weekday "토", time "14:30". */
function partsInSeoul(instant: Date) {
  const { year, month, day, weekday, hour, minute } = seoulClock(instant);
  return {
    year,
    month,
    day,
    weekday: WEEKDAYS[weekday] ?? '',
    time: `${twoDigits(hour)}:${twoDigits(minute)}`,
  };
}

/** "2026년 11월 22일", or "11월 22일" without the year. */
function writtenDate(instant: Date, withYear = true) {
  const { year, month, day } = seoulClock(instant);
  return `${withYear ? `${year}년 ` : ''}${month}월 ${day}일`;
}

/** Noon of a Seoul calendar date (YYYY-MM-DD): an instant that is that date in Seoul. */
const dayOf = (date: string) => seoulInstant(date, '12:00');

/** Any instant's Seoul date: "2026년 11월 22일". */
export const formatKstDate = (iso: string | Date) => writtenDate(new Date(iso));

/** An instant in Seoul with its time: "2026년 11월 23일 14:30". */
export const formatSeoulDateTime = (iso: string) => `${formatKstDate(iso)} ${formatClockTime(iso)}`;

/** A Seoul calendar date written out: "2026-11-05" → "2026년 11월 5일", or "11월 5일" without the year. */
export const formatDay = (date: string, withYear = true) => writtenDate(dayOf(date), withYear);

/** Whether two instants fall on the same day in Seoul. */
export const sameSeoulDay = (a: Date, b: Date) => seoulDate(a) === seoulDate(b);

/** An instant's time on the 24-hour clock: "14:30". */
export const formatClockTime = (at: string | number | Date) => partsInSeoul(new Date(at)).time;

/** An instant's time as said aloud, for today's messages: "오후 2:30". */
export function formatSpokenTime(iso: string): string {
  const { hour, minute } = seoulClock(new Date(iso));
  return `${hour < 12 ? '오전' : '오후'} ${hour % 12 || 12}:${twoDigits(minute)}`;
}

/**
 * When something arrived, in Seoul: "오늘 14:30", "어제 09:05", "11월 20일 14:30", or with the year once it is
 * not this year's.
 */
export function formatReceivedAt(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = formatClockTime(at);
  if (sameSeoulDay(at, now)) return `오늘 ${time}`;
  if (sameSeoulDay(at, new Date(now.getTime() - DAY_MS))) return `어제 ${time}`;
  return `${writtenDate(at, seoulClock(at).year !== seoulClock(now).year)} ${time}`;
}

/** "2027년 " when `year` is not the current year in Seoul, else nothing: this year's dates go without it. */
const yearPrefix = (year: number, now: Date) => (year === seoulClock(now).year ? '' : `${year}년 `);

/**
 * "2026-12-05" → "12월 5일 (토)": the date of an event as typed, in Seoul; another year's date carries it
 * ("2027년 1월 1일 (금)"). `now` decides which year is this one.
 */
export const formatEventDate = (date: string, now: Date = new Date()) => {
  const { year, month, day, weekday } = partsInSeoul(dayOf(date));
  return `${yearPrefix(year, now)}${month}월 ${day}일 (${weekday})`;
};

/**
 * An instant as "12. 5. 14:30" in Seoul, for timelines; another year's instant carries it
 * ("2025. 12. 5. 14:30").
 */
export const formatKstDateTime = (iso: string, now: Date = new Date()) => {
  const { year, month, day, time } = partsInSeoul(new Date(iso));
  const thisYear = year === seoulClock(now).year;
  return `${thisYear ? '' : `${year}. `}${month}. ${day}. ${time}`;
};

/** A deadline as "12월 5일 (토) 14:30" in Seoul (another year's carries it), for "…까지". */
export const formatDeadline = (iso: string, now: Date = new Date()) => {
  const { year, month, day, weekday, time } = partsInSeoul(new Date(iso));
  return `${yearPrefix(year, now)}${month}월 ${day}일 (${weekday}) ${time}`;
};
