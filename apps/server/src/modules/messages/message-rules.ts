import {
  type BookingMessages,
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
 * refusals of its text, the sender's limit over every conversation, and the photo it may carry.
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
export async function holdSender(limiter: RateLimiter, user: SessionUser): Promise<void> {
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
export async function attachedPhoto(
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
