const wonFormatter = new Intl.NumberFormat('ko-KR');

/** 150000 → "150,000원" */
export const formatWon = (amount: number) => `${wonFormatter.format(amount)}원`;

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

const eventDay = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
});
/** "2026-12-05" → "12월 5일 (토)": the date of an event as typed, in Seoul. */
export const formatEventDate = (date: string) => {
  const parts = eventDay.formatToParts(new Date(`${date}T12:00:00+09:00`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}월 ${part('day')}일 (${part('weekday')})`;
};

const kstDateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** An instant as "12. 5. 14:30" in Seoul, for timelines. */
export const formatKstDateTime = (iso: string) => kstDateTime.format(new Date(iso));
