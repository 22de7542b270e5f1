import { DAY_MS, HOUR_MS, MINUTE_MS } from '@ft/shared';
import { formatKstDateTime } from '../../shell/format.ts';

/** When a notice came, as a Korean app says it: 방금 전, 5분 전, 3시간 전, then the date and time. */
export function noticeTime(iso: string, now: Date = new Date()): string {
  const ago = now.getTime() - Date.parse(iso);
  if (ago < MINUTE_MS) return '방금 전';
  if (ago < HOUR_MS) return `${Math.floor(ago / MINUTE_MS)}분 전`;
  if (ago < DAY_MS) return `${Math.floor(ago / HOUR_MS)}시간 전`;
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
