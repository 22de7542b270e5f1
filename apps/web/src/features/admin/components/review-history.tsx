import type { ApplicationDetail } from '@ft/shared';
import { formatReceivedAt } from '../format.ts';

type Entry = ApplicationDetail['history'][number];

const ACTION_LABELS: Record<Entry['action'], string> = {
  submitted: '입점을 신청했어요',
  resubmitted: '고쳐서 다시 신청했어요',
  approved: '승인했어요',
  rejected: '반려했어요',
};

/** Every step of the application, oldest first: who, when, and the reason given. */
export function ReviewHistory({ history }: { history: Entry[] }) {
  return (
    <ol className="relative space-y-4 border-l-2 border-gray-100 pl-5">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${entry.action}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[27px] size-3 rounded-full ${index === history.length - 1 ? 'bg-brand-500' : 'bg-gray-300'}`}
          />
          <p className="text-[15px] font-semibold">{ACTION_LABELS[entry.action]}</p>
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
