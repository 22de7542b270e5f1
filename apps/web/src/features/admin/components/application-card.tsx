import type { ApplicationListItem } from '@ft/shared';
import { Link } from 'react-router';
import { formatReceivedAt } from '../../../shell/format.ts';
import { ApplicationKindBadge, ApplicationStatusBadge } from './badges.tsx';

/**
 * One application in the queue. The truck's name is the link (what a screen reader lists); it covers the
 * whole card, so a tap anywhere opens it.
 */
export function ApplicationCard({ application, to }: { application: ApplicationListItem; to: string }) {
  const decided = application.status !== 'pending' && application.decidedAt;
  return (
    <article className="relative rounded-2xl border border-gray-200 p-4 focus-within:ring-2 focus-within:ring-brand-700 hover:border-gray-300 active:bg-gray-50">
      <div className="flex items-center gap-2">
        <ApplicationKindBadge kind={application.kind} />
        {application.status !== 'pending' && <ApplicationStatusBadge status={application.status} />}
        <span className="ml-auto text-sm text-gray-600">
          <span className="sr-only">접수 </span>
          <time dateTime={application.submittedAt}>{formatReceivedAt(application.submittedAt)}</time>
        </span>
      </div>
      <h3 className="mt-2 truncate text-lg font-bold">
        <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
          {application.truck.name}
        </Link>
      </h3>
      <p className="truncate text-[15px] text-gray-800">{application.companyName}</p>
      <p className="mt-1 truncate text-sm text-gray-600">
        신청자 {application.applicant.nickname}
        {application.applicant.email && ` · ${application.applicant.email}`}
      </p>
      {decided && (
        <p className="mt-2 border-t border-gray-100 pt-2 text-sm text-gray-600">
          {application.status === 'approved' ? '승인' : '반려'}{' '}
          <time dateTime={decided}>{formatReceivedAt(decided)}</time>
          {application.rejectionReason && (
            <span className="mt-0.5 block truncate text-gray-700">사유: {application.rejectionReason}</span>
          )}
        </p>
      )}
    </article>
  );
}
