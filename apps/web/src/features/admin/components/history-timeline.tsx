import { formatReceivedAt } from '../../../shell/format.ts';

export interface TimelineEntry {
  key: string;
  label: string;
  at: string;
  actor: string;
  reason: string | null;
}

/** Every step of an application or a settlement, oldest first: what happened, when, who, and why. */
export function HistoryTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative space-y-4 border-l-2 border-gray-100 pl-5">
      {entries.map((entry, index) => (
        <li key={entry.key} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[27px] size-3 rounded-full ${index === entries.length - 1 ? 'bg-brand-500' : 'bg-gray-300'}`}
          />
          <p className="text-[15px] font-semibold">{entry.label}</p>
          <p className="text-sm text-gray-600">
            <time dateTime={entry.at}>{formatReceivedAt(entry.at)}</time> · {entry.actor}
          </p>
          {entry.reason && (
            <p className="mt-1 rounded-lg bg-gray-50 px-3 py-2 text-sm whitespace-pre-line text-gray-800">
              사유: {entry.reason}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
