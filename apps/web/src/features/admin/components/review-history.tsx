import type { ApplicationDetail } from '@ft/shared';
import { HistoryTimeline } from './history-timeline.tsx';

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
    <HistoryTimeline
      entries={history.map((entry) => ({
        ...entry,
        key: `${entry.at}-${entry.action}`,
        label: ACTION_LABELS[entry.action],
      }))}
    />
  );
}
