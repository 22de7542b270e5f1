import type { Message, MessageThread } from '@ft/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { MessageList } from './message-list.tsx';

/**
 * What a booking's thread and an inquiry show alike (decision 090): the messages (or a line when there are none),
 * the message box while the caller may write (else why not), and 대화 신고하기 once something was said.
 */

type ViewerSide = 'customer' | 'vendor' | 'operator';

/**
 * Reads the other side's messages once they are on screen, so the sender sees 읽음: once per `seen` (the
 * conversation and its newest message), never for an operator, and not while the tab is hidden.
 */
export function useReadOnSight(
  seen: string | null,
  unread: number,
  viewerSide: ViewerSide | undefined,
  markRead: () => void,
) {
  const asked = useRef('');
  useEffect(() => {
    if (viewerSide === 'operator' || seen === null || unread === 0) return;
    if (asked.current === seen || document.visibilityState !== 'visible') return;
    asked.current = seen;
    markRead();
  }, [viewerSide, seen, unread, markRead]);
}

/** 대화 신고하기 under a conversation, or the note that the caller reported it; `dialog` asks for the reason. */
function ReportAction({
  reportedByMe,
  dialog,
}: {
  reportedByMe: boolean;
  dialog: (onClose: () => void) => ReactNode;
}) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      {reportedByMe ? (
        <p className="mt-2 text-sm text-gray-600">신고한 대화예요. 운영자가 확인하고 있어요.</p>
      ) : (
        <button
          type="button"
          onClick={() => setReporting(true)}
          className="mt-1 flex min-h-11 items-center text-sm font-semibold text-gray-600 underline-offset-4 hover:underline"
        >
          대화 신고하기
        </button>
      )}
      {reporting && dialog(() => setReporting(false))}
    </>
  );
}

export function ConversationBody({
  messages,
  empty,
  list,
  form,
  closedReason,
  report,
}: {
  messages: readonly Message[];
  /** What stands in for the messages before the first one. */
  empty: string;
  /** How the list names itself and each message's sender (MessageList). */
  list: { label: string; nameOf: (message: Message) => string; markInquiry?: boolean };
  /** The message box, or null when the caller may not write now. */
  form: ReactNode | null;
  /** Why not, when there is no box; null when another note on the screen already says it. */
  closedReason: MessageThread['closedReason'];
  /** 대화 신고하기, for a party of the conversation (an operator reads reported ones and reports nothing). */
  report: { reportedByMe: boolean; dialog: (onClose: () => void) => ReactNode } | null;
}) {
  return (
    <div className="mt-3">
      {messages.length === 0 ? (
        <p className="rounded-xl bg-gray-50 px-4 py-5 text-center text-sm text-gray-700">{empty}</p>
      ) : (
        <MessageList
          messages={messages}
          label={list.label}
          nameOf={list.nameOf}
          markInquiry={list.markInquiry}
        />
      )}
      {form ??
        (closedReason && (
          <p role="status" className="mt-3 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700">
            {closedReason}
          </p>
        ))}
      {messages.length > 0 && report && <ReportAction {...report} />}
    </div>
  );
}
