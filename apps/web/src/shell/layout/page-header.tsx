import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasAppHistory, parentPath } from '../parent-path.ts';
import { NotificationBell } from './notification-bell.tsx';

/**
 * A screen's top bar: back button (when there is somewhere to go back to) and the title. Back is the browser's
 * back while the page before is this app's; a page opened from a link (a chat, a search result) goes up to
 * its parent screen instead (`parent`, else the nearest screen above its path) rather than leaving the app.
 */
export function PageHeader({
  title,
  back = true,
  parent,
  right,
}: {
  /** Omitted when the screen's own heading is in its body. */
  title?: string;
  back?: boolean;
  parent?: string;
  /** Beside the title; the notification bell for signed-in people when omitted. */
  right?: ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goBack = () => {
    if (hasAppHistory()) navigate(-1);
    else navigate(parent ?? parentPath(pathname), { replace: true });
  };
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-gray-100 bg-white px-1">
      {back ? (
        <button
          type="button"
          aria-label="뒤로 가기"
          className="flex size-11 items-center justify-center rounded-full text-gray-800"
          onClick={goBack}
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
            <path d="m15 18-6-6 6-6" />
          </svg>
        </button>
      ) : (
        <span className="w-3" />
      )}
      {title === undefined ? (
        <span className="flex-1" />
      ) : (
        <h1 className="min-w-0 flex-1 truncate text-lg font-bold">{title}</h1>
      )}
      {right ?? <NotificationBell />}
    </header>
  );
}
