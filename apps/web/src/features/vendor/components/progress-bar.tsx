/** How much of an upload has gone, 0 → 1, announced as a percentage. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
    >
      <div className="h-full rounded-full bg-brand-500 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
