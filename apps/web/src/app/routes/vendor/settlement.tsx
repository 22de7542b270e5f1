import type { OwnTruck } from '@ft/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { OwnTruckGate, TruckSwitcher } from '../../../components/vendor/own-truck.tsx';
import { truckSettlementsQuery } from '../../../features/settlements/api/settlements.ts';
import { SettleableCard } from '../../../features/settlements/components/settleable-card.tsx';
import { SettlementCard } from '../../../features/settlements/components/settlement-card.tsx';
import { vendorPaths } from '../../../lib/vendor-paths.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { Skeleton } from '../../../shell/ui/skeleton.tsx';

function Settlements({ truck, trucks }: { truck: OwnTruck; trucks: readonly OwnTruck[] }) {
  const list = useInfiniteQuery(truckSettlementsQuery(truck.id));
  const first = list.data?.pages[0];
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <main id="main" className="pb-10">
      <TruckSwitcher trucks={trucks} current={truck} hrefFor={(id) => vendorPaths.settlement(id)} />
      <div className="space-y-6 px-4 pt-3">
        {list.isError && !list.data ? (
          <div role="alert" className="py-16 text-center">
            <p className="text-lg font-bold">정산 내역을 불러오지 못했어요</p>
            <p className="mt-1 text-sm text-gray-600">{list.error.message}</p>
            <button
              type="button"
              onClick={() => void list.refetch()}
              className="mx-auto mt-6 flex min-h-12 w-40 items-center justify-center rounded-xl bg-gray-100 font-semibold"
            >
              다시 시도
            </button>
          </div>
        ) : !first ? (
          <div role="status" aria-label="불러오는 중" className="space-y-4">
            <Skeleton className="h-44 w-full" />
            <Skeleton className="h-36 w-full" />
          </div>
        ) : (
          <>
            {!truck.payout && (
              <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
                정산 계좌가 없어요.{' '}
                <Link to={vendorPaths.truck(truck.id)} className="font-semibold underline underline-offset-4">
                  내 푸드트럭에서 등록
                </Link>
                하면 정산을 요청할 수 있어요.
              </p>
            )}
            <SettleableCard truck={truck} settleable={first.settleable} />
            <section aria-labelledby="history-title">
              <h2 id="history-title" className="mb-3 text-lg font-bold">
                정산 기록 <span className="text-base font-semibold text-gray-600">{first.total}</span>
              </h2>
              {items.length === 0 ? (
                <p className="rounded-2xl bg-gray-50 px-4 py-8 text-center text-[15px] break-keep text-gray-700">
                  아직 정산 기록이 없어요.
                  <br />
                  정산을 요청하면 진행 상황과 명세서를 여기서 볼 수 있어요.
                </p>
              ) : (
                <ul className="space-y-3">
                  {items.map((settlement) => (
                    <li key={settlement.id}>
                      <SettlementCard
                        settlement={settlement}
                        to={vendorPaths.settlementStatement(settlement.id)}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {list.hasNextPage && (
                <button
                  type="button"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                  className={`mt-4 ${SECONDARY_BUTTON}`}
                >
                  {list.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
                </button>
              )}
            </section>
          </>
        )}
      </div>
    </main>
  );
}

/** 정산 내역: what one truck can claim now (정산 요청), and every settlement with its status and statement. */
export default function VendorSettlementPage() {
  useHead({ title: '정산 내역', noindex: true });
  return (
    <>
      <PageHeader title="정산 내역" back={false} />
      <OwnTruckGate>{(truck, trucks) => <Settlements truck={truck} trucks={trucks} />}</OwnTruckGate>
    </>
  );
}
