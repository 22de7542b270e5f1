import { formatKstDateTime } from '../../shell/format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When a notice came, as a Korean app says it: 방금 전, 5분 전, 3시간 전, then the date and time. */
export function noticeTime(iso: string, now: Date = new Date()): string {
  const ago = now.getTime() - Date.parse(iso);
  if (ago < MINUTE) return '방금 전';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}분 전`;
  if (ago < 24 * HOUR) return `${Math.floor(ago / HOUR)}시간 전`;
  return formatKstDateTime(iso, now);
}

export type NoticeIcon = 'booking' | 'message' | 'money' | 'store' | 'clock';

/** The picture beside a notice, from its event's kind. */
export function noticeIcon(type: string): NoticeIcon {
  if (type.startsWith('message.')) return 'message';
  if (type.startsWith('settlement.')) return 'money';
  if (type.startsWith('application.')) return 'store';
  if (type === 'booking.unanswered' || type === 'booking.expiring') return 'clock';
  return 'booking';
}
