import { type OwnTruck, shortSido } from '@ft/shared';
import { Link } from 'react-router';
import { vendorPaths } from '../../../lib/vendor-paths.ts';
import { formatWon } from '../../../shell/format.ts';
import { TruckStatusBadge } from './truck-status-badge.tsx';

function regionsLine(regions: OwnTruck['regions']): string {
  const sidos = [...new Set(regions.map((r) => shortSido(r.sido)))];
  return sidos.length > 2 ? `${sidos.slice(0, 2).join('·')} 외 ${sidos.length - 2}곳` : sidos.join('·');
}

/** One of the vendor's trucks: its state, and what waits for them (a change under review, a rejection). */
export function OwnTruckCard({ truck }: { truck: OwnTruck }) {
  const cover = truck.photos[0];
  return (
    <Link
      to={vendorPaths.truck(truck.id)}
      className="block rounded-2xl border border-gray-200 p-4 active:bg-gray-50"
      aria-label={`${truck.name} 관리`}
    >
      <div className="flex gap-3">
        <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-gray-100">
          {cover && (
            <img
              src={cover.thumbnailUrl}
              alt=""
              width={400}
              height={267}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="truncate text-base font-bold">{truck.name}</h2>
            <TruckStatusBadge status={truck.status} />
          </div>
          <p className="mt-0.5 truncate text-sm text-gray-600">
            {truck.truckType.name} · {regionsLine(truck.regions)}
          </p>
          <p className="mt-0.5 text-sm text-gray-800">
            출장비 {formatWon(truck.baseFee)} · 메뉴 {truck.menu.length}개
          </p>
        </div>
      </div>
      {truck.pendingChange && (
        <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          사업자 정보·정산 계좌 변경을 심사하고 있어요. 그동안은 지금 정보로 영업해요.
        </p>
      )}
      {truck.status === 'rejected' && truck.application?.rejectionReason && (
        <p className="mt-3 line-clamp-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">
          반려 사유: {truck.application.rejectionReason}
        </p>
      )}
      {truck.status === 'suspended' && (
        <p className="mt-3 rounded-xl bg-gray-100 px-3 py-2 text-sm text-gray-800">
          운영 정지된 트럭이에요. 목록에 보이지 않고 새 예약을 받을 수 없어요. 고객센터로 문의해주세요.
        </p>
      )}
    </Link>
  );
}
