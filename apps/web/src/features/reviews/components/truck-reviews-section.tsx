import { lazy, Suspense, useRef } from 'react';
import { useDeferredPart } from '../../../lib/use-deferred-part.ts';
import { Skeleton } from '../../../shell/ui/skeleton.tsx';

const TruckReviews = lazy(() =>
  import('./truck-reviews.tsx').then(({ TruckReviews }) => ({ default: TruckReviews })),
);

/**
 * 후기 below a truck's details: the server and the first load show its heading only; the reviews' code and
 * data come at idle or as the section nears the screen (docs/decisions/049).
 */
export function TruckReviewsSection({ truckId }: { truckId: number }) {
  const placeholder = useRef<HTMLElement>(null);
  const ready = useDeferredPart(placeholder);
  const heading = (
    <section
      ref={placeholder}
      aria-labelledby="truck-reviews-title"
      className="border-t-8 border-gray-50 px-4 py-5"
    >
      <h2 id="truck-reviews-title" className="text-lg font-bold">
        후기
      </h2>
      <Skeleton className="mt-3 h-11 w-2/3" />
    </section>
  );
  if (!ready) return heading;
  return (
    <Suspense fallback={heading}>
      <TruckReviews truckId={truckId} />
    </Suspense>
  );
}
