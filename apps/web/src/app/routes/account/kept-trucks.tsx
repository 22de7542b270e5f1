import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Rating } from '../../../features/foodtrucks/components/rating.tsx';
import { keptTrucksQuery, useKeepTruck } from '../../../features/kept-trucks/api/kept-trucks.ts';
import { formatEventDate } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { PRIMARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { toast } from '../../../shell/ui/toast-store.ts';

/** 찜한 푸드트럭 (마이): the trucks kept, newest first, each with the day watched on it and 찜 해제. */
export default function KeptTrucksPage() {
  useHead({ title: '찜한 푸드트럭', noindex: true });
  const kept = useQuery(keptTrucksQuery());
  const release = useKeepTruck();
  if (!kept.data) return <PageSkeleton />;
  return (
    <>
      <PageHeader title="찜한 푸드트럭" />
      <main id="main" className="px-4 py-4 pb-10">
        {kept.data.length === 0 ? (
          <div className="rounded-2xl bg-gray-50 px-4 py-8 text-center">
            <p className="font-semibold">아직 찜한 푸드트럭이 없어요</p>
            <p className="mt-1 text-sm text-gray-600">마음에 드는 트럭의 ♡를 누르면 여기에 모여요.</p>
            <Link to={paths.foodtrucks()} className={`${PRIMARY_BUTTON} mt-4`}>
              푸드트럭 찾기
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-gray-100">
            {kept.data.map((truck) => (
              <li key={truck.id} className="flex items-center gap-3 py-3">
                <Link to={paths.foodtruck(truck.id)} className="flex min-w-0 flex-1 items-center gap-3">
                  <span className="size-16 shrink-0 overflow-hidden rounded-xl bg-gray-100">
                    {truck.thumbnailUrl && (
                      <img
                        src={truck.thumbnailUrl}
                        alt=""
                        width={64}
                        height={64}
                        className="size-full object-cover"
                      />
                    )}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-bold">{truck.name}</span>
                    <span className="mt-0.5 flex items-center gap-1 text-sm text-gray-700">
                      <Rating rating={truck.rating} reviewCount={truck.reviewCount}>
                        <span className="text-gray-500">({truck.reviewCount})</span>
                      </Rating>
                    </span>
                    {truck.wantedDate && (
                      <span className="mt-0.5 block text-sm text-brand-800">
                        {formatEventDate(truck.wantedDate)} 일정이 비면 알려드려요
                      </span>
                    )}
                  </span>
                </Link>
                <button
                  type="button"
                  disabled={release.isPending}
                  onClick={() =>
                    release.mutate(
                      { truckId: truck.id, keep: false },
                      { onSuccess: () => toast.success('찜을 풀었어요') },
                    )
                  }
                  className="min-h-11 shrink-0 rounded-xl border border-gray-300 px-3 text-sm font-semibold"
                  aria-label={`${truck.name} 찜 해제`}
                >
                  찜 해제
                </button>
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
