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
