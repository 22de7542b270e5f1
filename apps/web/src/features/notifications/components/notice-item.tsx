import type { AppNotification } from '@ft/shared';
import { Link } from 'react-router';
import { type NoticeIcon, noticeIcon, noticeTime } from '../format.ts';

const ICON_PATHS: Record<NoticeIcon, string> = {
  booking: 'M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2',
  message: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12',
  money: 'M3 6h18v12H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6',
  store: 'M4 10v10h16V10M2 10l2-6h16l2 6zM9 20v-6h6v6',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20M12 6v6l4 2',
};

const ICON_TONES: Record<NoticeIcon, string> = {
  booking: 'bg-brand-50 text-brand-700',
  message: 'bg-sky-50 text-sky-700',
  money: 'bg-emerald-50 text-emerald-700',
  store: 'bg-violet-50 text-violet-700',
  clock: 'bg-amber-50 text-amber-700',
};

/** One notice: a link to the screen that acts on it; unread ones are tinted, bold and say so to a reader. */
export function NoticeItem({ notice, onOpen }: { notice: AppNotification; onOpen: (id: number) => void }) {
  const unread = notice.readAt === null;
  const icon = noticeIcon(notice.type);
  return (
    <Link
      to={notice.link}
      onClick={() => {
        if (unread) onOpen(notice.id);
      }}
      className={`flex min-h-16 gap-3 px-4 py-3.5 active:bg-gray-100 ${unread ? 'bg-brand-50/40' : 'bg-white'}`}
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full ${ICON_TONES[icon]}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={ICON_PATHS[icon]} />
        </svg>
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start gap-2">
          <span
            className={`min-w-0 flex-1 text-[15px] break-keep ${unread ? 'font-bold text-gray-900' : 'font-medium text-gray-700'}`}
          >
            {unread && <span className="sr-only">읽지 않음, </span>}
            {notice.title}
          </span>
          {unread && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-red-500" />}
        </span>
        <span className="mt-0.5 block text-sm leading-snug break-keep text-gray-600">{notice.body}</span>
        <span className="mt-1 block text-xs text-gray-500">
          <time dateTime={notice.createdAt}>{noticeTime(notice.createdAt)}</time>
        </span>
      </span>
    </Link>
  );
}
