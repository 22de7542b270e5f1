import {
  groupDigits,
  isSettlementStatus,
  SETTLEMENT_STATUS_LABELS,
  SETTLEMENT_STATUSES,
  type SettlementStatus,
} from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  SETTLEMENTS_PAGE_SIZE,
  settlementCountQuery,
  settlementsQuery,
} from '../../../features/admin/api/settlements.ts';
import {
  CardsSkeleton,
  CountTab,
  EmptyState,
  ListError,
  Pager,
  TabBar,
} from '../../../features/admin/components/list-parts.tsx';
import { SettlementCard } from '../../../features/admin/components/settlement-parts.tsx';
import { adminPaths } from '../../../features/admin/paths.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';

const EMPTY: Record<SettlementStatus, [string, string]> = {
  requested: ['승인을 기다리는 정산이 없어요', '사장님이 완료된 예약으로 정산을 요청하면 여기에 쌓여요.'],
  approved: ['지급할 정산이 없어요', '승인한 정산은 지급을 마칠 때까지 여기에 있어요.'],
  paid: ['지급한 정산이 없어요', '지급을 완료한 정산을 여기에서 다시 볼 수 있어요.'],
  rejected: ['반려한 정산이 없어요', '반려한 정산과 그 사유를 여기에서 다시 볼 수 있어요.'],
};
/** What each tab holds, in the operator's words. */
const TAB_NOTES: Record<SettlementStatus, string> = {
  requested: '예약과 금액을 확인하고 승인하거나 반려해요.',
  approved: '계좌로 지급액을 보낸 뒤 지급 완료로 처리해요.',
  paid: '지급을 마친 정산이에요.',
  rejected: '반려된 정산의 예약은 사장님이 다시 정산 요청할 수 있어요.',
};

function Tab({ status, current }: { status: SettlementStatus; current: boolean }) {
  const count = useQuery(settlementCountQuery(status)).data;
  return (
    <CountTab
      label={SETTLEMENT_STATUS_LABELS[status]}
      count={count}
      to={adminPaths.settlements(status)}
      current={current}
      highlight={status === 'requested' || status === 'approved'}
    />
  );
}

/** 정산 관리: settlements by status, newest request first (the server's order). */
export default function AdminSettlementsPage() {
  useHead({ title: '정산 관리', noindex: true });
  const [search] = useSearchParams();
  const param = search.get('status');
  const status: SettlementStatus = param && isSettlementStatus(param) ? param : 'requested';
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const list = useQuery(settlementsQuery(status, page));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / SETTLEMENTS_PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader title="정산 관리" back={false} />
      <TabBar label="정산 상태">
        {SETTLEMENT_STATUSES.map((tab) => (
          <li key={tab} className="flex-1 sm:flex-none">
            <Tab status={tab} current={tab === status} />
          </li>
        ))}
      </TabBar>
      <main id="main" className="px-4 py-4 pb-10">
        <h2 className="sr-only">{SETTLEMENT_STATUS_LABELS[status]} 목록</h2>
        <p className="mb-3 text-sm text-gray-700">{TAB_NOTES[status]}</p>
        {list.isError && !list.data ? (
          <ListError message={list.error.message} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <CardsSkeleton />
        ) : list.data.data.length === 0 ? (
          <EmptyState
            title={EMPTY[status][0]}
            action={page > 1 ? { label: '첫 페이지로', to: adminPaths.settlements(status) } : undefined}
          >
            {EMPTY[status][1]}
          </EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-gray-600">총 {groupDigits(list.data.total)}건</p>
            <ul
              className={`space-y-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={list.isPlaceholderData}
            >
              {list.data.data.map((settlement) => (
                <li key={settlement.id}>
                  <SettlementCard settlement={settlement} to={adminPaths.settlement(settlement.id)} />
                </li>
              ))}
            </ul>
            <Pager page={page} pages={pages} hrefFor={(to) => adminPaths.settlements(status, to)} />
          </>
        )}
      </main>
    </>
  );
}
