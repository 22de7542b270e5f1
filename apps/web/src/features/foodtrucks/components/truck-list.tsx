import type { FoodTruckSummary } from '@ft/shared';
import { TruckCardSkeleton } from '../../../shell/ui/skeleton.tsx';
import { TruckCard } from './truck-card.tsx';

export function TruckList({
  trucks,
  loading,
  skeletons = 4,
  date,
}: {
  trucks?: FoodTruckSummary[];
  loading?: boolean;
  skeletons?: number;
  /** The day the list was filtered by, passed on to each truck's page. */
  date?: string | undefined;
}) {
  if (loading || !trucks) {
    return (
      <div role="status" aria-label="푸드트럭 목록을 불러오는 중">
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <TruckCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className="divide-y divide-gray-100">
      {trucks.map((truck, index) => (
        // Cards below the fold are not laid out or painted until scrolled near: a shorter first paint on a
        // slow phone. 120 px is a card's height, so the scrollbar does not jump.
        <li key={truck.id} className="[contain-intrinsic-size:auto_120px] [content-visibility:auto]">
          <TruckCard truck={truck} priority={index === 0} date={date} />
        </li>
      ))}
    </ul>
  );
}
