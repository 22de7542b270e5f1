import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { bellLabel, unreadNoticesQuery } from '../notices.ts';
import { paths } from '../paths.ts';
import { useSession } from '../session.ts';

/**
 * The header's bell: signed-in people only, its unread count kept fresh by the live events
 * (app/live-updates). Nothing for guests, and nothing in the server's render (the session is the browser's).
 */
export function NotificationBell({ className = '' }: { className?: string }) {
  const { authenticated } = useSession();
  const { pathname } = useLocation();
  if (!authenticated || pathname === paths.notifications) return null;
  return <Bell className={className} />;
}

function Bell({ className }: { className: string }) {
  const unread = useQuery(unreadNoticesQuery());
  const count = unread.data ?? 0;
  return (
    <Link
      to={paths.notifications}
      aria-label={bellLabel(count)}
      className={`relative flex size-11 shrink-0 items-center justify-center rounded-full text-gray-800 active:bg-gray-100 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1.5 right-1 min-w-[18px] rounded-full bg-red-600 px-1 text-center text-[11px] leading-[18px] font-bold text-white tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
