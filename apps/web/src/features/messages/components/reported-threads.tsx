import { groupDigits, type Message, type ReportedInquiry, type ReportedThread } from '@ft/shared';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ApiErrorLike } from '../../../shell/api-client.ts';
import { formatKstDateTime } from '../../../shell/format.ts';
import { Skeleton } from '../../../shell/ui/skeleton.tsx';
import { reportedInquiriesQuery, reportedInquiryQuery } from '../api/inquiries.ts';
import { reportedThreadQuery, reportedThreadsQuery } from '../api/messages.ts';
import { MessageList } from './message-list.tsx';

const SIDE_LABELS = { customer: '고객', vendor: '사장님' } as const;

/**
 * A reported conversation, read-only: the customer on the left, the truck on the right. `what` names it in the
 * words of a failure and of the note under it (대화, 문의).
 */
function Reading({
  query,
  what,
  label,
  truckName,
}: {
  query: UseQueryResult<{ messages: Message[] }, ApiErrorLike>;
  what: '대화' | '문의';
  label: string;
  truckName: string;
}) {
  if (query.isError) {
    return (
      <p role="alert" className="mt-3 text-sm text-gray-700">
        {what}를 불러오지 못했어요. {query.error.message}
      </p>
    );
  }
  if (!query.data) return <Skeleton className="mt-3 h-32 w-full" />;
  return (
    <div className="mt-3">
      {query.data.messages.length === 0 ? (
        <p className="text-sm text-gray-700">남은 메시지가 없어요.</p>
      ) : (
        <MessageList
          messages={query.data.messages}
          label={label}
          nameOf={(message) => (message.side === 'vendor' ? `${truckName} 사장님` : '고객')}
          rightSide={(message) => message.side === 'vendor'}
        />
      )}
      <p className="mt-2 text-sm text-gray-600">운영자는 신고된 {what}를 읽기만 할 수 있어요.</p>
    </div>
  );
}

/** One reported conversation in the list: what it is, its reports, and the conversation when opened. */
function ReportedItem({
  panelId,
  title,
  detail,
  reports,
  reading,
}: {
  panelId: string;
  title: string;
  detail: string;
  reports: ReportedThread['reports'];
  /** The conversation, asked for only once the operator opens it. */
  reading: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <li className="px-4 py-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-start justify-between gap-3 text-left"
      >
        <span className="min-w-0">
          <span className="block text-[15px] font-semibold">{title}</span>
          <span className="block text-sm text-gray-600 tabular-nums">{detail}</span>
        </span>
        <span className="shrink-0 text-sm font-semibold text-brand-800">{open ? '접기' : '대화 보기'}</span>
      </button>
      <ul className="mt-2 space-y-1">
        {reports.map((report) => (
          <li key={`${report.reporterSide}-${report.createdAt}`} className="text-sm text-gray-800">
            <strong className="font-semibold">{SIDE_LABELS[report.reporterSide]} 신고</strong> {report.reason}
          </li>
        ))}
      </ul>
      {open && <div id={panelId}>{reading()}</div>}
    </li>
  );
}

function ThreadReading({ thread }: { thread: ReportedThread }) {
  const query = useQuery(reportedThreadQuery(thread.bookingId, thread.truckId));
  return (
    <Reading
      query={query}
      what="대화"
      label={`${thread.bookingCode} ${thread.truckName} 대화`}
      truckName={thread.truckName}
    />
  );
}

function InquiryReading({ inquiry }: { inquiry: ReportedInquiry }) {
  const query = useQuery(reportedInquiryQuery(inquiry.inquiryId));
  return (
    <Reading query={query} what="문의" label={`${inquiry.truckName} 문의`} truckName={inquiry.truckName} />
  );
}

function ReportedRow({ thread }: { thread: ReportedThread }) {
  return (
    <ReportedItem
      panelId={`reported-${thread.bookingId}-${thread.truckId}`}
      title={`${thread.eventName} · ${thread.truckName}`}
      detail={`${thread.bookingCode} · 메시지 ${groupDigits(thread.messageCount)}개 · ${formatKstDateTime(thread.lastReportedAt)} 신고`}
      reports={thread.reports}
      reading={() => <ThreadReading thread={thread} />}
    />
  );
}

/** One reported inquiry (decision 090), in the words of an inquiry: its truck and its customer. */
function ReportedInquiryRow({ inquiry }: { inquiry: ReportedInquiry }) {
  return (
    <ReportedItem
      panelId={`reported-inquiry-${inquiry.inquiryId}`}
      title={`문의 · ${inquiry.truckName} · ${inquiry.customerName} 고객`}
      detail={`메시지 ${groupDigits(inquiry.messageCount)}개 · ${formatKstDateTime(inquiry.lastReportedAt)} 신고`}
      reports={inquiry.reports}
      reading={() => <InquiryReading inquiry={inquiry} />}
    />
  );
}

/** 신고된 문의: inquiries a party reported, under the booking threads, each readable in place. */
function ReportedInquiries() {
  const query = useQuery(reportedInquiriesQuery());
  if (query.isError) {
    return (
      <p role="alert" className="mt-3 rounded-xl bg-gray-50 px-4 py-6 text-center text-sm text-gray-700">
        신고된 문의를 불러오지 못했어요. {query.error.message}
      </p>
    );
  }
  if (!query.data || query.data.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 mb-2 text-base font-bold">신고된 문의</h3>
      <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
        {query.data.map((inquiry) => (
          <ReportedInquiryRow key={inquiry.inquiryId} inquiry={inquiry} />
        ))}
      </ul>
    </>
  );
}

/**
 * 신고된 대화 in the operators' console: threads a party reported, the latest first, each readable in place, and
 * the inquiries reported before any request (decision 090).
 */
export function ReportedThreads() {
  const query = useQuery(reportedThreadsQuery());
  return (
    <section aria-labelledby="reported-threads-title">
      <h2 id="reported-threads-title" className="mb-3 text-lg font-bold">
        신고된 대화
      </h2>
      {query.isError ? (
        <p role="alert" className="rounded-xl bg-gray-50 px-4 py-6 text-center text-sm text-gray-700">
          신고된 대화를 불러오지 못했어요. {query.error.message}
        </p>
      ) : !query.data ? (
        <Skeleton className="h-24 w-full" />
      ) : query.data.length === 0 ? (
        <p className="rounded-xl bg-gray-50 px-4 py-6 text-center text-sm text-gray-700">
          신고된 대화가 없어요. 고객이나 사장님이 대화를 신고하면 여기에서 읽을 수 있어요.
        </p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
          {query.data.map((thread) => (
            <ReportedRow key={`${thread.bookingId}-${thread.truckId}`} thread={thread} />
          ))}
        </ul>
      )}
      <ReportedInquiries />
    </section>
  );
}
