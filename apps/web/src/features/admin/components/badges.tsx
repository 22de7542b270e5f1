import { APPLICATION_STATUS_LABELS, type ApplicationKind, type ApplicationStatus } from '@ft/shared';

export const APPLICATION_KIND_LABELS: Record<ApplicationKind, string> = {
  new: '신규 입점',
  change: '정보 변경',
};

const STATUS_TONE: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-50 text-amber-800',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-gray-100 text-gray-700',
};

const badge = 'inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-bold';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`${badge} ${STATUS_TONE[status]}`}>{APPLICATION_STATUS_LABELS[status]}</span>;
}

/** A new truck and a listed truck's changed business details read differently at a glance. */
export function ApplicationKindBadge({ kind }: { kind: ApplicationKind }) {
  return (
    <span
      className={`${badge} ${kind === 'new' ? 'bg-sky-50 text-sky-800' : 'bg-violet-50 text-violet-800'}`}
    >
      {APPLICATION_KIND_LABELS[kind]}
    </span>
  );
}
