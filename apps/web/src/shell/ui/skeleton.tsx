export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-gray-200 ${className}`} />;
}

export function TruckCardSkeleton() {
  return (
    <div className="flex gap-3 py-3" aria-hidden="true">
      <Skeleton className="size-24 shrink-0" />
      <div className="flex-1 space-y-2 py-1">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-1/3" />
      </div>
    </div>
  );
}

/** What a screen shows while its code or data is on the way. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="불러오는 중" className="space-y-4 p-4">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-40 w-full" />
      <TruckCardSkeleton />
      <TruckCardSkeleton />
    </div>
  );
}
