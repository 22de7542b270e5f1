import { type AdminOverview, groupDigits, seoulDate } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { funnelQuery, overviewQuery } from '../../../features/admin/api/overview.ts';
import { FunnelBars } from '../../../features/admin/components/funnel-bars.tsx';
import { Panel } from '../../../features/admin/components/panel.tsx';
import { adminPaths } from '../../../features/admin/paths.ts';
import { ReportedThreads } from '../../../features/messages/components/reported-threads.tsx';
import { formatClockTime, formatEventDate, formatWon } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { Skeleton } from '../../../shell/ui/skeleton.tsx';

const FUNNEL_PERIODS = [7, 30, 90] as const;

function TodayCards({ today }: { today: AdminOverview['today'] }) {
  const cards: [string, number][] = [
    ['새 요청', today.requested],
    ['확정', today.accepted],
    ['완료', today.completed],
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {cards.map(([label, count]) => (
        <div key={label} className="rounded-2xl bg-gray-50 px-3 py-4 text-center">
          <dt className="text-sm font-medium text-gray-700">{label}</dt>
          <dd className="mt-1 text-2xl font-extrabold tabular-nums">
            {groupDigits(count)}
            <span className="ml-0.5 text-base font-semibold">건</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One thing waiting for an operator: what, how much, and the list that holds it. */
function WorkLink({
  to,
  title,
  value,
  detail,
  urgent,
}: {
  to: string;
  title: string;
  value: string;
  detail?: string;
  urgent: boolean;
}) {
  return (
    <li>
      <Link to={to} className="flex min-h-16 items-center gap-3 px-4 py-3 active:bg-gray-50">
        <span
          aria-hidden="true"
          className={`size-2.5 shrink-0 rounded-full ${urgent ? 'bg-brand-500' : 'bg-gray-300'}`}
        />
        <span className="min-w-0 flex-1">
          <span className="block text-[15px] font-semibold">{title}</span>
          {detail && <span className="block text-sm text-gray-600">{detail}</span>}
        </span>
        <span
          className={`shrink-0 text-lg font-bold tabular-nums ${urgent ? 'text-brand-800' : 'text-gray-900'}`}
        >
          {value}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 shrink-0 text-gray-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m9 18 6-6-6-6" />
        </svg>
      </Link>
    </li>
  );
}

function WorkList({ overview }: { overview: AdminOverview }) {
  const { settlements } = overview;
  return (
    <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
      <WorkLink
        to={adminPaths.bookings({ waiting: true })}
        title="24시간 넘게 답이 없는 요청"
        value={`${groupDigits(overview.unansweredOver24h)}건`}
        detail="사장님이 아직 확정도 거절도 하지 않았어요"
        urgent={overview.unansweredOver24h > 0}
      />
      <WorkLink
        to={adminPaths.settlements('requested')}
        title="승인을 기다리는 정산"
        value={`${groupDigits(settlements.requestedCount)}건`}
        detail={`지급 예정 ${formatWon(settlements.requestedNet)}`}
        urgent={settlements.requestedCount > 0}
      />
      <WorkLink
        to={adminPaths.settlements('approved')}
        title="승인했고 지급할 정산"
        value={`${groupDigits(settlements.approvedCount)}건`}
        detail={`지급할 금액 ${formatWon(settlements.approvedNet)}`}
        urgent={settlements.approvedCount > 0}
      />
      <WorkLink
        to={adminPaths.applications()}
        title="심사를 기다리는 입점 신청"
        value={`${groupDigits(overview.pendingApplications)}건`}
        urgent={overview.pendingApplications > 0}
      />
    </ul>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" aria-label="불러오는 중" className="space-y-3">
      <div aria-hidden="true" className="grid grid-cols-3 gap-2">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function Funnel() {
  const [days, setDays] = useState<(typeof FUNNEL_PERIODS)[number]>(30);
  const funnel = useQuery(funnelQuery(days));
  return (
    <Panel id="funnel" title="예약 퍼널">
      <fieldset className="mb-4 flex gap-2">
        <legend className="sr-only">기간</legend>
        {FUNNEL_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={period === days}
            onClick={() => setDays(period)}
            className={`flex min-h-11 items-center rounded-full border px-4 text-[15px] font-semibold ${
              period === days ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-300 text-gray-800'
            }`}
          >
            최근 {period}일
          </button>
        ))}
      </fieldset>
      {funnel.data ? (
        <div aria-busy={funnel.isPlaceholderData}>
          <FunnelBars funnel={funnel.data} updating={funnel.isPlaceholderData} />
        </div>
      ) : funnel.isError ? (
        <p role="alert" className="rounded-xl bg-gray-50 px-4 py-6 text-center text-sm text-gray-700">
          퍼널을 불러오지 못했어요. {funnel.error.message}
        </p>
      ) : (
        <Skeleton className="h-48 w-full" />
      )}
    </Panel>
  );
}

/** 운영 현황: today's numbers, what waits for an operator, reported conversations, and the booking funnel. */
export default function AdminOverviewPage() {
  useHead({ title: '운영 현황', noindex: true });
  const overview = useQuery(overviewQuery());
  const refresh = (
    <button
      type="button"
      onClick={() => void overview.refetch()}
      disabled={overview.isFetching}
      className="flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-gray-700 disabled:opacity-60"
    >
      {overview.isFetching ? '불러오는 중…' : '새로고침'}
    </button>
  );
  return (
    <>
      <PageHeader title="운영 현황" back={false} right={refresh} />
      <main id="main" className="space-y-8 px-4 pt-5 pb-10">
        {overview.isError && !overview.data ? (
          <div role="alert" className="py-12 text-center">
            <p className="text-lg font-bold">현황을 불러오지 못했어요</p>
            <p className="mt-1 text-sm text-gray-600">{overview.error.message}</p>
          </div>
        ) : !overview.data ? (
          <OverviewSkeleton />
        ) : (
          <>
            <Panel
              id="today"
              title={`오늘 · ${formatEventDate(seoulDate())}`}
              aside={
                <p className="text-sm text-gray-600">
                  <time dateTime={new Date(overview.dataUpdatedAt).toISOString()}>
                    {formatClockTime(overview.dataUpdatedAt)}
                  </time>{' '}
                  기준
                </p>
              }
            >
              <TodayCards today={overview.data.today} />
            </Panel>
            <Panel id="work" title="확인할 일">
              <WorkList overview={overview.data} />
            </Panel>
          </>
        )}
        <ReportedThreads />
        <Funnel />
      </main>
    </>
  );
}
