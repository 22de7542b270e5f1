import type { OwnTruck } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ownTrucksQuery, pickOwnTruck } from '../../lib/own-trucks.ts';
import { ErrorPage } from '../../shell/errors/error-page.tsx';
import { paths } from '../../shell/paths.ts';
import { PRIMARY_BUTTON } from '../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../shell/ui/skeleton.tsx';

const NOT_LISTED: Partial<Record<OwnTruck['status'], string>> = {
  pending: '심사 중',
  rejected: '반려',
  suspended: '정지',
};

/**
 * Which of the vendor's trucks the screen is about: chips when there are several (the choice lives in the
 * URL, `?truck=`, so a link or a reload keeps it), the truck's name when there is one.
 */
export function TruckSwitcher({
  trucks,
  current,
  hrefFor,
}: {
  trucks: readonly OwnTruck[];
  current: OwnTruck;
  hrefFor: (truckId: number) => string;
}) {
  if (trucks.length < 2) {
    return (
      <p className="truncate px-4 pt-3 text-sm text-gray-600">
        <span className="sr-only">푸드트럭: </span>
        {current.name}
      </p>
    );
  }
  return (
    <nav aria-label="푸드트럭 선택" className="px-4 pt-3">
      <ul className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4">
        {trucks.map((truck) => {
          const active = truck.id === current.id;
          return (
            <li key={truck.id} className="shrink-0">
              <Link
                to={hrefFor(truck.id)}
                replace
                aria-current={active ? 'true' : undefined}
                className={`flex min-h-11 max-w-56 items-center gap-1 rounded-full border px-4 text-[15px] font-semibold ${
                  active ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-300 text-gray-800'
                }`}
              >
                <span className="truncate">{truck.name}</span>
                {NOT_LISTED[truck.status] && (
                  <span className={`shrink-0 text-xs ${active ? 'text-gray-200' : 'text-gray-600'}`}>
                    · {NOT_LISTED[truck.status]}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Loads the vendor's trucks and hands the screen the one it works on; says so when there is none yet (an admin
 * passes the vendor rule without owning a truck).
 */
export function OwnTruckGate({
  children,
}: {
  children: (truck: OwnTruck, trucks: readonly OwnTruck[]) => ReactNode;
}) {
  const [search] = useSearchParams();
  const trucks = useQuery(ownTrucksQuery());
  if (trucks.error) return <ErrorPage error={trucks.error} />;
  if (!trucks.data) return <PageSkeleton />;
  const truck = pickOwnTruck(trucks.data, search.get('truck'));
  if (!truck) {
    return (
      <main id="main" className="px-6 py-16 text-center">
        <p className="text-lg font-bold">등록된 푸드트럭이 없어요</p>
        <p className="mt-1 text-sm text-gray-600">
          푸드트럭을 등록하고 승인되면 예약과 정산을 여기서 관리해요.
        </p>
        <Link to={paths.register} className={`${PRIMARY_BUTTON} mx-auto mt-6 max-w-60`}>
          입점 신청하러 가기
        </Link>
      </main>
    );
  }
  return <>{children(truck, trucks.data)}</>;
}
