import { APPLICATION_STATUSES, type ApplicationStatus, groupDigits } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  APPLICATIONS_PAGE_SIZE,
  applicationCountQuery,
  applicationsQuery,
} from '../../../features/admin/api/applications.ts';
import { ApplicationCard } from '../../../features/admin/components/application-card.tsx';
import { adminPaths } from '../../../features/admin/paths.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { Skeleton } from '../../../shell/ui/skeleton.tsx';

const TAB_LABELS: Record<ApplicationStatus, string> = {
  pending: '심사 대기',
  approved: '승인',
  rejected: '반려',
};
const EMPTY: Record<ApplicationStatus, [string, string]> = {
  pending: ['심사를 기다리는 신청이 없어요', '새 입점 신청이나 정보 변경 신청이 오면 여기에 쌓여요.'],
  approved: ['승인한 신청이 없어요', '승인한 신청은 여기에서 다시 볼 수 있어요.'],
  rejected: ['반려한 신청이 없어요', '반려한 신청과 그 사유를 여기에서 다시 볼 수 있어요.'],
};

const isStatus = (value: string | null): value is ApplicationStatus =>
  APPLICATION_STATUSES.some((status) => status === value);

/** A tab with its count (when known), read out as "심사 대기 3건". */
function StatusTab({ tab, current }: { tab: ApplicationStatus; current: boolean }) {
  const count = useQuery(applicationCountQuery(tab)).data;
  return (
    <Link
      to={adminPaths.applications(tab)}
      replace
      aria-current={current ? 'page' : undefined}
      aria-label={count === undefined ? undefined : `${TAB_LABELS[tab]} ${groupDigits(count)}건`}
      className={`flex min-h-12 items-center justify-center gap-1 border-b-2 px-3 text-[15px] font-semibold ${
        current ? 'border-gray-900 text-gray-900' : 'border-transparent text-gray-600'
      }`}
    >
      {TAB_LABELS[tab]}
      {count !== undefined && (
        <span
          className={`rounded-full px-1.5 text-xs tabular-nums ${tab === 'pending' && count > 0 ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-700'}`}
        >
          {count > 999 ? '999+' : count}
        </span>
      )}
    </Link>
  );
}

function Pagination({ status, page, pages }: { status: ApplicationStatus; page: number; pages: number }) {
  if (pages <= 1) return null;
  const link =
    'flex min-h-11 min-w-11 items-center justify-center rounded-xl border border-gray-300 px-4 font-semibold';
  return (
    <nav aria-label="페이지" className="mt-5 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={adminPaths.applications(status, page - 1)} className={link}>
          이전
        </Link>
      ) : (
        <span aria-hidden="true" className="min-w-11" />
      )}
      <p className="text-sm text-gray-700 tabular-nums">
        <span className="sr-only">현재 </span>
        {page} / {pages}
        <span className="sr-only"> 페이지</span>
      </p>
      {page < pages ? (
        <Link to={adminPaths.applications(status, page + 1)} className={link}>
          다음
        </Link>
      ) : (
        <span aria-hidden="true" className="min-w-11" />
      )}
    </nav>
  );
}

function QueueSkeleton() {
  return (
    <div role="status" aria-label="불러오는 중" className="space-y-3">
      {[0, 1, 2].map((key) => (
        <div key={key} aria-hidden="true" className="space-y-2 rounded-2xl border border-gray-200 p-4">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** 입점 심사: the queue by tab (심사 대기 / 승인 / 반려), oldest waiting first as the server orders it. */
export default function AdminApplicationsPage() {
  useHead({ title: '입점 심사', noindex: true });
  const [search] = useSearchParams();
  const statusParam = search.get('status');
  const status: ApplicationStatus = isStatus(statusParam) ? statusParam : 'pending';
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const list = useQuery(applicationsQuery(status, page));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / APPLICATIONS_PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader title="입점 심사" back={false} />
      <nav aria-label="심사 상태" className="sticky top-14 z-20 border-b border-gray-100 bg-white">
        <ul className="flex px-2">
          {APPLICATION_STATUSES.map((tab) => (
            <li key={tab} className="flex-1 sm:flex-none">
              <StatusTab tab={tab} current={tab === status} />
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="px-4 py-4 pb-10">
        <h2 className="sr-only">{TAB_LABELS[status]} 목록</h2>
        {list.isError && !list.data ? (
          <div role="alert" className="py-16 text-center">
            <p className="text-lg font-bold">목록을 불러오지 못했어요</p>
            <p className="mt-1 text-sm text-gray-600">{list.error.message}</p>
            <button
              type="button"
              onClick={() => void list.refetch()}
              className="mx-auto mt-6 flex min-h-12 w-40 items-center justify-center rounded-xl bg-gray-100 font-semibold"
            >
              다시 시도
            </button>
          </div>
        ) : !list.data ? (
          <QueueSkeleton />
        ) : list.data.data.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-lg font-bold">{EMPTY[status][0]}</p>
            <p className="mt-1 text-sm text-gray-600">{EMPTY[status][1]}</p>
            {page > 1 && (
              <Link
                to={adminPaths.applications(status)}
                className="mx-auto mt-6 flex min-h-12 max-w-60 items-center justify-center rounded-xl bg-gray-100 font-semibold"
              >
                첫 페이지로
              </Link>
            )}
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-gray-600">총 {groupDigits(list.data.total)}건</p>
            <ul
              className={`space-y-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={list.isPlaceholderData}
            >
              {list.data.data.map((application) => (
                <li key={application.id}>
                  <ApplicationCard application={application} to={adminPaths.application(application.id)} />
                </li>
              ))}
            </ul>
            <Pagination status={status} page={page} pages={pages} />
          </>
        )}
      </main>
    </>
  );
}
