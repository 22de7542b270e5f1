const wonFormatter = new Intl.NumberFormat('ko-KR');

/** 150000 → "150,000원" */
export const formatWon = (amount: number) => `${wonFormatter.format(amount)}원`;

/** An amount of won as a money field shows it while typed: 150000 → "150,000"; nothing typed stays empty. */
export const formatAmount = (amount: number | null | undefined) =>
  amount === null || amount === undefined || Number.isNaN(amount) ? '' : wonFormatter.format(amount);

/** What was typed into a money field: digits only (a pasted "150,000원" works), or null when empty. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '').slice(0, 12);
  return digits === '' ? null : Number(digits);
}

/** Digits → 010-1234-5678 (stored as digits, shown with dashes); also formats a number while it is typed. */
export function formatPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 7) return `${d.slice(0, 3)}-${d.slice(3)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

const kstDate = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** Any instant shown as a date in Asia/Seoul, whatever the device's zone. */
export const formatKstDate = (iso: string | Date) => kstDate.format(new Date(iso));

/** 4.75 → "4.8" */
export const formatRating = (rating: number) => rating.toFixed(1);

const seoulParts = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** An instant's calendar parts in Seoul, whatever the device's zone. */
function partsInSeoul(instant: Date) {
  const parts = seoulParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: part('weekday'),
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** "2027년 " when `year` is not the current year in Seoul, else nothing: this year's dates go without it. */
const yearPrefix = (year: number, now: Date) => (year === partsInSeoul(now).year ? '' : `${year}년 `);

/**
 * "2026-12-05" → "12월 5일 (토)": the date of an event as typed, in Seoul; another year's date carries it
 * ("2027년 1월 1일 (금)"). `now` decides which year is this one.
 */
export const formatEventDate = (date: string, now: Date = new Date()) => {
  const { year, month, day, weekday } = partsInSeoul(new Date(`${date}T12:00:00+09:00`));
  return `${yearPrefix(year, now)}${month}월 ${day}일 (${weekday})`;
};

/**
 * An instant as "12. 5. 14:30" in Seoul, for timelines; another year's instant carries it
 * ("2025. 12. 5. 14:30").
 */
export const formatKstDateTime = (iso: string, now: Date = new Date()) => {
  const { year, month, day, time } = partsInSeoul(new Date(iso));
  const thisYear = year === partsInSeoul(now).year;
  return `${thisYear ? '' : `${year}. `}${month}. ${day}. ${time}`;
};

/** A deadline as "12월 5일 (토) 14:30" in Seoul (another year's carries it), for "…까지". */
export const formatDeadline = (iso: string, now: Date = new Date()) => {
  const { year, month, day, weekday, time } = partsInSeoul(new Date(iso));
  return `${yearPrefix(year, now)}${month}월 ${day}일 (${weekday}) ${time}`;
};
