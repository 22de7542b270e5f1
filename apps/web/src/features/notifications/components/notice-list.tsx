import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { noticesQuery, useReadAllNotices, useReadNotice } from '../api/notifications.ts';
import { NoticeItem } from './notice-item.tsx';

/** The notices screen's body: 모두 읽음, the list newest first with 더 보기, or why it is empty. */
export function NoticeList() {
  const notices = useInfiniteQuery(noticesQuery());
  const readOne = useReadNotice();
  const readAll = useReadAllNotices();
  if (notices.isError) return <ErrorPage error={notices.error} />;
  if (notices.isPending) {
    return (
      <div role="status" aria-label="불러오는 중" className="space-y-1 px-4 py-4">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="flex gap-3 py-3">
            <div className="size-10 animate-pulse rounded-full bg-gray-100" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-2/3 animate-pulse rounded bg-gray-100" />
              <div className="h-3 w-full animate-pulse rounded bg-gray-100" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  const items = notices.data.pages.flatMap((page) => page.data);
  const unread = notices.data.pages[0]?.unread ?? 0;
  if (items.length === 0) {
    return (
      <div className="px-6 py-20 text-center">
        <span
          aria-hidden="true"
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-gray-50 text-gray-400"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
        </span>
        <p className="mt-4 text-lg font-bold">아직 받은 알림이 없어요</p>
        <p className="mt-1 text-sm break-keep text-gray-600">
          예약 요청, 견적과 확정, 새 메시지 소식이 오면 여기에 모여요.
        </p>
      </div>
    );
  }
  return (
    <>
      <div className="flex min-h-12 items-center justify-between border-b border-gray-100 pr-1 pl-4">
        <p className="text-sm text-gray-600" aria-live="polite">
          {unread > 0 ? (
            <>
              읽지 않은 알림 <strong className="font-bold text-brand-700">{unread}</strong>개
            </>
          ) : (
            '모두 읽었어요'
          )}
        </p>
        <button
          type="button"
          onClick={() => readAll.mutate()}
          disabled={unread === 0 || readAll.isPending}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-gray-800 disabled:text-gray-400"
        >
          모두 읽음
        </button>
      </div>
      <ul className="divide-y divide-gray-100">
        {items.map((notice) => (
          <li key={notice.id}>
            <NoticeItem notice={notice} onOpen={(id) => readOne.mutate(id)} />
          </li>
        ))}
      </ul>
      {notices.hasNextPage && (
        <div className="px-4 py-4">
          <button
            type="button"
            onClick={() => void notices.fetchNextPage()}
            disabled={notices.isFetchingNextPage}
            className={SECONDARY_BUTTON}
          >
            {notices.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
          </button>
        </div>
      )}
    </>
  );
}
