import {
  type BookingMessages,
  currentTime,
  ERROR_CATALOG,
  MESSAGE_LIMITS,
  type Message,
  type MessageSendBody,
  type MessageSide,
  messageRefusal,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Storage } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { photoLinks } from './message-photos.ts';
import * as repo from './messages.repo.ts';

/**
 * What a booking's messages and an inquiry's share (decision 090): how a message leaves the server, the
 * refusals of its text, who may write, the sender's limit over every conversation, the photo it may carry,
 * storing it, and how the messages and reports of a conversation are shown.
 */

type Side = MessageSide | 'operator';

/** The truck that has the booking, or the one a direct request was sent to; null for an open request. */
export const ownerTruck = (booking: Pick<repo.BookingRow, 'truckId' | 'targetTruckId'>) =>
  booking.truckId ?? booking.targetTruckId;

/** Why nobody may write in the thread any more, or null while it is open. */
export function closedReason(
  booking: Pick<repo.BookingRow, 'truckId' | 'targetTruckId' | 'status'>,
  truckId: number,
  side?: Side,
): string | null {
  const owner = ownerTruck(booking);
  if (owner !== null && owner !== truckId) {
    // Each side in its own words: the customer chose another truck; the truck was not chosen.
    return side === 'customer'
      ? '다른 푸드트럭으로 예약을 확정해서 이 대화는 닫혔어요.'
      : ERROR_CATALOG.MESSAGE_THREAD_CLOSED.message;
  }
  if (owner === null && booking.status !== 'requested')
    return '요청이 마감되어 대화가 닫혔어요. 새 요청을 보내면 다시 이야기할 수 있어요.';
  return null;
}

export async function messageView(
  storage: Storage,
  row: repo.ThreadMessage,
  viewerSide: BookingMessages['viewerSide'],
): Promise<Message> {
  const m = row.message;
  return {
    id: m.id,
    side: m.senderSide,
    mine: m.senderSide === viewerSide,
    body: m.body,
    photo: row.photo ? await photoLinks(storage, row.photo) : null,
    readAt: m.readAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
    fromInquiry: m.inquiryId !== null,
  };
}

/** The words of a refused message, under its field. */
const refused = (code: 'MESSAGE_EMPTY' | 'MESSAGE_TOO_LONG') =>
  new AppError(code, { fields: { body: ERROR_CATALOG[code].message } });

/** The body as it is stored (trimmed), or the refusal a person can fix first. */
export function checkedBody(input: Pick<MessageSendBody, 'photoFileId'> & { body: string }): string {
  const body = input.body.trim();
  const refusal = messageRefusal(body, input.photoFileId !== undefined);
  if (refusal) throw refused(refusal);
  return body;
}

/** One count per message against the sender's limit, over every booking thread and inquiry alike. */
async function holdSender(limiter: RateLimiter, user: SessionUser): Promise<void> {
  const limit = await limiter.hit(
    `messages:user:${user.id}`,
    MESSAGE_LIMITS.perWindow,
    MESSAGE_LIMITS.windowMs,
  );
  if (!limit.allowed) {
    throw new AppError('MESSAGE_RATE_LIMITED', {
      message: `메시지를 너무 빨리 보내고 있어요. ${limit.retryAfterS}초 뒤에 다시 보내주세요.`,
      headers: { 'retry-after': String(limit.retryAfterS) },
    });
  }
}

/** The photo a message names: one the sender uploaded and nothing carries yet. */
async function attachedPhoto(
  db: Db,
  photoFileId: string | undefined,
  user: SessionUser,
): Promise<repo.PhotoRow | null> {
  if (!photoFileId) return null;
  const photo = await repo.unsentPhoto(db, photoFileId, user.id);
  if (!photo) {
    throw new AppError('VALIDATION_ERROR', {
      message: '사진을 찾을 수 없어요. 다시 올려주세요.',
      fields: { photoFileId: '사진을 찾을 수 없어요. 다시 올려주세요' },
    });
  }
  return photo;
}

/** The side a caller writes as; an operator reads a reported conversation (`what`: 대화 or 문의) and no more. */
export function writerSide(side: Side, what: '대화' | '문의'): MessageSide {
  if (side === 'operator') {
    throw new AppError('PERMISSION_ERROR', { message: `운영자는 신고된 ${what}를 읽기만 할 수 있어요.` });
  }
  return side;
}

/**
 * A message whose text and conversation were checked, in a booking's thread or an inquiry (`where`): counted
 * against the sender's limit, its photo claimed, then stored; its insert announces `message.sent`.
 */
export async function storeMessage(
  deps: { db: Db; storage: Storage; limiter: RateLimiter },
  user: SessionUser,
  side: MessageSide,
  where: { bookingId: string; truckId: number } | { inquiryId: string; truckId: number },
  input: { body: string; photoFileId: string | undefined },
): Promise<Message> {
  await holdSender(deps.limiter, user);
  const photo = await attachedPhoto(deps.db, input.photoFileId, user);
  const message = await repo.insertMessage(deps.db, {
    ...where,
    senderId: user.id,
    senderSide: side,
    body: input.body,
    photoFileId: photo?.id ?? null,
    createdAt: currentTime(),
  });
  return messageView(deps.storage, { message, photo }, side);
}

/**
 * A conversation's newest messages as the viewer sees them, from rows read one past `MESSAGE_LIMITS.threadMax`
 * (the extra one only tells that earlier ones exist), and how many of them wait to be read (never an operator's).
 */
export async function shownMessages(storage: Storage, rows: repo.ThreadMessage[], side: Side) {
  const hasEarlier = rows.length > MESSAGE_LIMITS.threadMax;
  const shown = hasEarlier ? rows.slice(1) : rows;
  const messages = await Promise.all(shown.map((row) => messageView(storage, row, side)));
  const unread = side === 'operator' ? 0 : messages.filter((m) => !m.mine && m.readAt === null).length;
  return { hasEarlier, messages, unread };
}

/** A conversation's reports as operators read them: by the customer or the truck's side, why and when. */
export const reportViews = (
  reports: readonly { reporterId: string; reason: string; createdAt: Date }[],
  customerId: string,
) =>
  reports.map((report) => ({
    reporterSide: report.reporterId === customerId ? ('customer' as const) : ('vendor' as const),
    reason: report.reason,
    createdAt: report.createdAt.toISOString(),
  }));
