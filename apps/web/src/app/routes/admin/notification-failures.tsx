import type { NoticeChannel, NoticeKind, NotificationFailure } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  NOTIFICATION_FAILURES_PAGE_SIZE,
  notificationFailuresQuery,
  useRetryNotification,
} from '../../../features/admin/api/notification-failures.ts';
import { FactList, PagedCards, pageFromSearch } from '../../../features/admin/components/list-parts.tsx';
import { adminPaths } from '../../../features/admin/paths.ts';
import { formatReceivedAt } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';

const CHANNEL_LABELS: Record<NoticeChannel, string> = { email: '이메일', alimtalk: '알림톡' };
const KIND_LABELS: Record<NoticeKind, string> = {
  booking: '예약 소식',
  reminder: '리마인더',
  message: '메시지',
  marketing: '마케팅',
};

function FailureCard({ failure }: { failure: NotificationFailure }) {
  const retry = useRetryNotification();
  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-bold">{failure.title}</h3>
        <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
          {CHANNEL_LABELS[failure.channel]}
        </span>
      </div>
      <FactList
        className="mt-3"
        facts={[
          ['포기한 때', formatReceivedAt(failure.failedAt)],
          ['종류', KIND_LABELS[failure.kind]],
          ['시도', `${failure.attempts}번`],
          ['마지막 오류', <code key="error">{failure.lastError ?? '—'}</code>],
        ]}
      />
      <button
        type="button"
        disabled={retry.isPending}
        onClick={() => retry.mutate(failure.id)}
        className="mt-4 flex min-h-12 w-full items-center justify-center rounded-xl bg-gray-900 font-bold text-white disabled:opacity-60"
      >
        {retry.isPending ? '보내는 중…' : '다시 보내기'}
      </button>
    </article>
  );
}

/**
 * 발송 실패: email and 알림톡 deliveries that gave up after their retries (decision 038), newest first, with
 * the provider's reason (never the address or number) and 다시 보내기, which makes one due again at once.
 */
export default function AdminNotificationFailuresPage() {
  useHead({ title: '발송 실패', noindex: true });
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const list = useQuery(notificationFailuresQuery(page));

  return (
    <>
      <PageHeader title="발송 실패" back={false} />
      <main id="main" className="space-y-4 px-4 pt-4 pb-10">
        <p className="text-sm text-gray-600">
          이메일과 알림톡 중 여러 번 다시 보내도 전하지 못한 알림이에요. 앱 안 알림은 모두 전해졌어요.
        </p>
        <section aria-labelledby="failures-title">
          <h2 id="failures-title" className="sr-only">
            발송 실패 목록
          </h2>
          <PagedCards
            list={list}
            page={page}
            pageSize={NOTIFICATION_FAILURES_PAGE_SIZE}
            hrefFor={(to) => adminPaths.notificationFailures(to)}
            empty={{ title: '보내지 못한 알림이 없어요', body: '실패한 발송이 생기면 여기에 보여요.' }}
            itemKey={(failure) => failure.id}
            card={(failure) => <FailureCard failure={failure} />}
          />
        </section>
      </main>
    </>
  );
}
