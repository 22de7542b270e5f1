import { type FoodTruckSummary, shortSido } from '@ft/shared';
import { Link } from 'react-router';
import { TruckName } from '../../../components/ui/truck-name.tsx';
import { formatWon } from '../../../shell/format.ts';
import { paths } from '../../../shell/paths.ts';
import { Rating } from './rating.tsx';

export function regionSummary(regions: FoodTruckSummary['regions']): string {
  const sidos = [...new Set(regions.map((r) => shortSido(r.sido)))];
  return sidos.length > 2 ? `${sidos.slice(0, 2).join('·')} 외 ${sidos.length - 2}곳` : sidos.join('·');
}

/**
 * One truck in a list; `priority` marks the first visible card's image as the page's LCP candidate. `date`, the
 * day the list was filtered by, goes with the link: the truck's page watches that day when the truck is kept.
 */
export function TruckCard({
  truck,
  priority = false,
  date,
}: {
  truck: FoodTruckSummary;
  priority?: boolean;
  date?: string | undefined;
}) {
  return (
    <Link
      to={date ? `${paths.foodtruck(truck.id)}?date=${date}` : paths.foodtruck(truck.id)}
      className="flex gap-3 rounded-2xl py-3 active:bg-gray-50"
    >
      <div className="size-24 shrink-0 overflow-hidden rounded-xl bg-gray-100">
        {truck.thumbnail && (
          <img
            src={truck.thumbnail.thumbnailUrl}
            alt=""
            width={400}
            height={267}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-brand-700">{truck.truckType.name}</p>
        <h3 className="flex min-w-0 gap-1 text-base font-bold text-gray-900">
          <TruckName name={truck.name} note={truck.nameNote} truncate />
        </h3>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-gray-600">
          <Rating rating={truck.rating} reviewCount={truck.reviewCount}>
            <span className="text-gray-500">({truck.reviewCount})</span>
          </Rating>
          <span aria-hidden="true" className="text-gray-300">
            ·
          </span>
          <span className="truncate">{regionSummary(truck.regions)}</span>
        </p>
        <p className="mt-1 text-sm text-gray-800">
          출장비 <strong className="font-semibold">{formatWon(truck.baseFee)}</strong>
          {truck.minMenuPrice !== null && (
            <span className="text-gray-500"> · 1인 {formatWon(truck.minMenuPrice)}~</span>
          )}
        </p>
      </div>
    </Link>
  );
}
