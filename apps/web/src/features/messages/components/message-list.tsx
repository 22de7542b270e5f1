import { groupDigits, type Message, withParticle } from '@ft/shared';
import { useState } from 'react';
import { formatKstDateTime, formatSpokenTime, sameSeoulDay } from '../../../shell/format.ts';

/** Today's messages by the clock ("오후 2:30"), older ones with their day ("11. 20. 14:30"). */
export function messageTime(iso: string, now: Date = new Date()): string {
  return sameSeoulDay(new Date(iso), now) ? formatSpokenTime(iso) : formatKstDateTime(iso, now);
}

/** The caller's newest message the other side has read: the one that carries 읽음. */
export function lastReadOfMine(messages: readonly Message[]): string | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.mine && message.readAt) return message.id;
  }
  return null;
}

/** Messages shown before 이전 메시지 보기: a long thread does not push the rest of the booking far down. */
export const RECENT_SHOWN = 20;

/**
 * The thread's messages, oldest first, the newest 20 until the person asks for the earlier ones: the caller's
 * on the right in the brand colour, the other side's on the left under their name. `rightSide` lets an operator
 * put the vendor there.
 */
export function MessageList({
  messages,
  nameOf,
  rightSide,
  label,
  markInquiry = false,
}: {
  messages: readonly Message[];
  nameOf: (message: Message) => string;
  rightSide?: (message: Message) => boolean;
  label: string;
  /** A booking's thread: where the messages sent as 문의하기 before the request begin and end (decision 090). */
  markInquiry?: boolean;
}) {
  const [showAll, setShowAll] = useState(false);
  const hidden = showAll ? 0 : Math.max(0, messages.length - RECENT_SHOWN);
  const readId = lastReadOfMine(messages);
  const right = rightSide ?? ((message: Message) => message.mine);

  return (
    <div>
      {hidden > 0 && (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="mb-2 flex min-h-11 w-full items-center justify-center rounded-xl bg-gray-50 text-sm font-semibold text-gray-700"
        >
          이전 메시지 {groupDigits(hidden)}개 보기
        </button>
      )}
      <ol aria-label={label} className="space-y-3">
        {messages.slice(hidden).map((message, index, shown) => {
          const onRight = right(message);
          const before = index === 0 ? undefined : shown[index - 1];
          const mark = !markInquiry
            ? null
            : message.fromInquiry && !before?.fromInquiry
              ? '예약 요청 전에 나눈 문의'
              : !message.fromInquiry && before?.fromInquiry
                ? '예약 요청 후'
                : null;
          return (
            <li key={message.id} className={`flex flex-wrap ${onRight ? 'justify-end' : 'justify-start'}`}>
              {mark && (
                <p className="mb-2 flex w-full items-center gap-2 text-xs font-semibold text-gray-600 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
                  {mark}
                </p>
              )}
              <div className={`flex max-w-[82%] flex-col ${onRight ? 'items-end' : 'items-start'}`}>
                {!message.mine && (
                  <p className="mb-1 text-xs font-semibold text-gray-600">{nameOf(message)}</p>
                )}
                <div
                  className={`overflow-hidden rounded-2xl ${message.photo ? 'w-60' : ''} ${
                    message.mine
                      ? 'rounded-br-md bg-brand-700 text-white'
                      : onRight
                        ? 'rounded-br-md bg-gray-200 text-gray-900'
                        : 'rounded-bl-md bg-gray-100 text-gray-900'
                  }`}
                >
                  {message.photo && (
                    <a
                      href={message.photo.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block min-h-11 min-w-11"
                    >
                      <img
                        src={message.photo.previewUrl}
                        alt={
                          message.mine
                            ? '보낸 사진 (크게 보기)'
                            : `${withParticle(nameOf(message), '이/가')} 보낸 사진 (크게 보기)`
                        }
                        className="block max-h-72 w-full object-cover"
                        loading="lazy"
                      />
                    </a>
                  )}
                  {message.body && (
                    <p className="px-3.5 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap">
                      {message.body}
                    </p>
                  )}
                </div>
                <p className="mt-1 text-xs text-gray-600 tabular-nums">
                  {message.id === readId && <span className="mr-1 font-semibold text-brand-800">읽음</span>}
                  <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
