import { type BookingMessages, type MessageThread, withParticle } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../../shell/ui/skeleton.tsx';
import { bookingMessagesQuery, useMarkRead } from '../api/messages.ts';
import { Composer } from './composer.tsx';
import { ConversationBody, useReadOnSight } from './conversation-body.tsx';
import { ReportSheet } from './report-sheet.tsx';

/**
 * The thread a customer with several (an open request's questions) sees first: an open one with news, else the
 * first open one (the booking's truck once one has it), else the first.
 */
function firstThread(threads: readonly MessageThread[]): number | null {
  const open = threads.filter((thread) => thread.open);
  return (open.find((thread) => thread.unread > 0) ?? open[0] ?? threads[0])?.truckId ?? null;
}

function ThreadPicker({
  threads,
  selected,
  onSelect,
}: {
  threads: readonly MessageThread[];
  selected: number | null;
  onSelect: (truckId: number) => void;
}) {
  return (
    <fieldset className="mt-3">
      <legend className="mb-2 text-sm font-semibold text-gray-700">대화한 푸드트럭 {threads.length}곳</legend>
      <div className="flex gap-2 overflow-x-auto pb-1">
        {threads.map((thread) => (
          <button
            key={thread.truckId}
            type="button"
            aria-pressed={thread.truckId === selected}
            onClick={() => onSelect(thread.truckId)}
            className={`flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-[15px] font-semibold ${
              thread.truckId === selected
                ? 'border-gray-900 bg-gray-900 text-white'
                : 'border-gray-300 text-gray-800'
            }`}
          >
            {thread.truckName}
            {thread.unread > 0 && (
              <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white tabular-nums">
                <span className="sr-only">안 읽은 메시지 </span>
                {thread.unread}
              </span>
            )}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function ThreadBody({
  data,
  thread,
  onReload,
}: {
  data: BookingMessages;
  thread: MessageThread;
  onReload: () => void;
}) {
  const customer = data.viewerSide === 'customer';
  const markRead = useMarkRead(data.bookingId);
  useReadOnSight(
    `${thread.truckId}:${thread.messages.at(-1)?.id ?? ''}`,
    thread.unread,
    data.viewerSide,
    () => markRead.mutate(thread.truckId),
  );
  return (
    <ConversationBody
      messages={thread.messages}
      empty={
        customer
          ? `아직 주고받은 메시지가 없어요. ${thread.truckName}에 궁금한 점을 물어보세요.`
          : '아직 주고받은 메시지가 없어요. 고객에게 궁금한 점을 물어보세요.'
      }
      list={{
        label: customer ? `${withParticle(thread.truckName, '과/와')} 나눈 메시지` : '고객과 나눈 메시지',
        nameOf: () => (customer ? thread.truckName : '고객'),
        markInquiry: true,
      }}
      form={
        thread.open ? (
          <Composer bookingId={data.bookingId} truckId={thread.truckId} onClosed={onReload} />
        ) : null
      }
      closedReason={thread.closedReason}
      report={{
        reportedByMe: thread.reportedByMe,
        dialog: (onClose) => (
          <ReportSheet bookingId={data.bookingId} truckId={thread.truckId} onClose={onClose} />
        ),
      }}
    />
  );
}

/**
 * 메시지 in a booking's detail, for its customer and its vendor, under `id="messages"`, where
 * the notices of new messages link. Before the booking is accepted this is the only way to reach each other.
 */
export function Conversation({
  bookingId,
  phonesShared,
  ended = false,
  ask,
}: {
  bookingId: string;
  phonesShared: boolean;
  /** Cancelled, refused or expired: nothing will be confirmed any more, so nothing is promised about phones. */
  ended?: boolean;
  /** 문의하기 on a quote: that truck's thread, brought into view (`at` tells one tap from the next). */
  ask?: { truckId: number; at: number } | null;
}) {
  const query = useQuery(bookingMessagesQuery(bookingId));
  const [chosen, setChosen] = useState<number | null>(null);
  const data = query.data;
  const threads = data?.threads ?? [];
  // A quote chosen (or the request ending) closes threads: the one picked before gives way to what is open now
  // (state reset while rendering, as React advises for state that follows a prop).
  const openThreads = threads
    .filter((each) => each.open)
    .map((each) => each.truckId)
    .join();
  const [seenOpen, setSeenOpen] = useState(openThreads);
  if (seenOpen !== openThreads) {
    setSeenOpen(openThreads);
    setChosen(null);
  }
  const selected = threads.some((thread) => thread.truckId === chosen) ? chosen : firstThread(threads);
  const thread = threads.find((each) => each.truckId === selected);
  const customer = data?.viewerSide === 'customer';

  // Opened from a notice's #messages link: bring the conversation into view once it is drawn.
  const section = useRef<HTMLElement>(null);
  const drawn = data !== undefined;
  useEffect(() => {
    if (drawn && window.location.hash === '#messages') section.current?.scrollIntoView({ block: 'start' });
  }, [drawn]);
  useEffect(() => {
    if (!ask) return;
    setChosen(ask.truckId);
    section.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [ask]);

  return (
    <section
      ref={section}
      id="messages"
      aria-labelledby="messages-title"
      className="scroll-mt-16 rounded-2xl border border-gray-200 p-4"
    >
      <h2 id="messages-title" className="text-base font-bold">
        메시지
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {phonesShared
          ? '예약이 확정되어 서로의 전화번호도 보여요. 메시지도 계속 쓸 수 있어요.'
          : ended
            ? '끝난 예약이라 전화번호는 보이지 않아요. 주고받은 메시지는 여기 남아 있어요.'
            : customer
              ? '예약이 확정되기 전에는 메시지로만 연락할 수 있어요. 확정되면 사장님 전화번호가 보여요.'
              : '수락하기 전에는 메시지로만 연락할 수 있어요. 수락하면 고객 연락처가 보여요.'}
      </p>
      {!data ? (
        query.isError ? (
          <div role="alert" className="mt-3 rounded-xl bg-gray-50 px-4 py-4 text-sm text-gray-700">
            메시지를 불러오지 못했어요.
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="ml-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              다시 시도
            </button>
          </div>
        ) : (
          <Skeleton className="mt-3 h-32 w-full" />
        )
      ) : threads.length === 0 ? (
        <p className="mt-3 rounded-xl bg-gray-50 px-4 py-5 text-center text-sm text-gray-700">
          아직 질문한 사장님이 없어요. 조건에 맞는 사장님이 질문을 보내면 여기에서 답할 수 있어요.
        </p>
      ) : (
        <>
          {customer && threads.length > 1 && (
            <ThreadPicker threads={threads} selected={selected} onSelect={setChosen} />
          )}
          {thread && (
            <ThreadBody
              key={thread.truckId}
              data={data}
              thread={thread}
              onReload={() => void query.refetch()}
            />
          )}
        </>
      )}
    </section>
  );
}
