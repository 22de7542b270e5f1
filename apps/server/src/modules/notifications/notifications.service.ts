import {
  type AppNotification,
  currentTime,
  type DisputeResolution,
  DOMAIN_EVENT_TYPES,
  type DomainEventSubject,
  type DomainEventType,
  type NoticeContext,
  noticesFor,
  type PaymentKind,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import type { DomainEventRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EventListener } from '../../lib/event-listeners.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { openRequestAudience } from '../bookings/bookings.service.ts';
import { NO_CHANNELS, type NoticeChannels } from './channels/channels.ts';
import { planDeliveries } from './delivery-plan.ts';
import * as repo from './notifications.repo.ts';

/**
 * In-app notices: one per event and person, with the words of `noticesFor`. The listener's cursor is held while a
 * batch is written, so instances take turns and notices commit in the order of their events: a live stream that
 * has sent notice n never sees a notice below n committed afterwards (decisions 039 and 065).
 */
export const noticesListener = new EventListener('notices', { batch: 100 }).on(
  DOMAIN_EVENT_TYPES,
  async (tx, event) => {
    await repo.insertNotices(tx, await noticeRowsOf(tx, event));
  },
);

/**
 * Email and 알림톡: each notice the notices listener wrote gets its delivery rows (delivery-plan.ts; sent by
 * channel-delivery.ts). It reads only what the notices listener has read.
 */
export const channelsListener = (channels: NoticeChannels) =>
  new EventListener('channels', { after: noticesListener.name, batch: 100 }).on(
    DOMAIN_EVENT_TYPES,
    async (tx, event) => {
      await planDeliveries(tx, await repo.noticeIdsOf(tx, event.id), channels, currentTime());
    },
  );

/**
 * Turns new events into in-app notices and, with `channels`, their email and 알림톡 rows: the two listeners, each
 * until it has caught up. Any number of instances may run it. Answers how many events the notices read.
 */
export async function deliverDueEvents(db: Db, channels: NoticeChannels = NO_CHANNELS): Promise<number> {
  const handled = await noticesListener.drain(db);
  await channelsListener(channels).drain(db);
  return handled;
}

async function noticeRowsOf(db: Db, event: DomainEventRow): Promise<repo.NoticeRow[]> {
  const data = event.data as { reason?: string | null; actor?: NoticeContext['actor'] };
  const audience = await audienceOf(db, event);
  if (!audience) return [];
  return noticesFor(event.type, {
    id: event.subjectId,
    ...audience.context,
    reason: data.reason,
    actor: data.actor,
  }).flatMap((notice) =>
    (audience.people[notice.to] ?? []).map((userId) => ({
      userId,
      eventId: event.id,
      type: event.type as DomainEventType,
      title: notice.title,
      body: notice.body,
      link: notice.link,
    })),
  );
}

type People = Partial<Record<'customer' | 'vendor' | 'operator' | 'applicant', string[]>>;

type BookingNews = NonNullable<Awaited<ReturnType<typeof repo.bookingParties>>>;
type TruckNews = NonNullable<Awaited<ReturnType<typeof repo.truckParty>>>;

/**
 * The booking as the event's trigger saw it (`booking_news`, drizzle/repeatable/00-move-lines.sql): no second
 * read. An event written before events carried it is read from the booking.
 */
const bookingOf = async (db: Db, event: DomainEventRow, id: string): Promise<BookingNews | undefined> =>
  (event.data as { booking?: BookingNews }).booking ?? (await repo.bookingParties(db, id));

type Audience = { people: People; context: Partial<NoticeContext> } | null;
type AudienceOf = (db: Db, event: DomainEventRow) => Promise<Audience>;

/** A quote or a counter-proposal is news between the request's customer and the truck that made it. */
const offerAudience: AudienceOf = async (db, event) => {
  const offer = event.data as {
    bookingId: string;
    truckId: number;
    total?: number;
    amount?: number;
    truck?: TruckNews;
  };
  const quote = { ...offer, total: offer.total ?? offer.amount };
  const [booking, truck] = await Promise.all([
    bookingOf(db, event, quote.bookingId),
    offer.truck ?? repo.truckParty(db, quote.truckId),
  ]);
  if (!booking || !truck) return null;
  return {
    people: { customer: [booking.customerId], vendor: truck.ownerId ? [truck.ownerId] : [] },
    context: {
      id: quote.bookingId,
      eventName: booking.eventName,
      truckName: truck.truckName,
      amount: quote.total,
    },
  };
};

/**
 * Who each side of an event's subject is, and the names its notice uses (null when the subject is gone): one
 * entry per subject, so a new subject without one does not compile.
 */
const AUDIENCE: Record<DomainEventSubject, AudienceOf> = {
  booking: async (db, event) => {
    const booking = await bookingOf(db, event, event.subjectId);
    if (!booking) return null;
    // A request nobody has taken reaches every truck it could go to; afterwards, the truck that has it.
    const vendors =
      booking.truckId === null
        ? await openRequestAudience(db, event.subjectId)
        : booking.ownerId
          ? [booking.ownerId]
          : [];
    return {
      people: { customer: [booking.customerId], vendor: vendors },
      context: {
        code: booking.code,
        eventName: booking.eventName,
        truckName: booking.truckName ?? undefined,
        amount: booking.amount ?? undefined,
        isOpenRequest: booking.isOpenRequest,
      },
    };
  },
  dispute: async (db, event) => {
    const dispute = event.data as {
      bookingId: string;
      resolution: DisputeResolution | null;
      amount: number | null;
    };
    const booking = await bookingOf(db, event, dispute.bookingId);
    if (!booking) return null;
    return {
      people: {
        customer: [booking.customerId],
        vendor: booking.ownerId ? [booking.ownerId] : [],
        operator: await repo.operatorIds(db),
      },
      context: {
        id: dispute.bookingId,
        eventName: booking.eventName,
        amount: dispute.amount ?? undefined,
        resolution: dispute.resolution ?? undefined,
      },
    };
  },
  payment: async (db, event) => {
    // A payment is its booking's news: the same parties, the payment's kind and amount.
    const money = event.data as { bookingId: string; kind: PaymentKind; amount: number };
    const booking = await bookingOf(db, event, money.bookingId);
    if (!booking) return null;
    return {
      people: { customer: [booking.customerId], vendor: booking.ownerId ? [booking.ownerId] : [] },
      context: {
        id: money.bookingId,
        eventName: booking.eventName,
        truckName: booking.truckName ?? undefined,
        amount: money.amount,
        paymentKind: money.kind,
      },
    };
  },
  kept_truck: async (db, event) => {
    const opened = event.data as { truckId: number; date: string };
    const truck = await repo.truckParty(db, opened.truckId);
    if (!truck) return null;
    return {
      people: { customer: [event.subjectId] },
      context: { id: String(opened.truckId), truckName: truck.truckName, date: opened.date },
    };
  },
  review: async (db, event) => {
    // A review is news between the booking's two sides; `senderSide` says which of them wrote it.
    const review = event.data as { bookingId: string; side: 'customer' | 'vendor' };
    const booking = await bookingOf(db, event, review.bookingId);
    if (!booking) return null;
    return {
      people: { customer: [booking.customerId], vendor: booking.ownerId ? [booking.ownerId] : [] },
      context: { id: review.bookingId, eventName: booking.eventName, senderSide: review.side },
    };
  },
  quote: offerAudience,
  counter_offer: offerAudience,
  food_truck: async (db, event) => {
    const truck = await repo.truckParty(db, Number(event.subjectId));
    if (!truck) return null;
    return {
      people: { vendor: truck.ownerId ? [truck.ownerId] : [] },
      context: { id: event.subjectId, truckName: truck.truckName },
    };
  },
  settlement: async (db, event) => {
    const settlement = await repo.settlementParties(db, event.subjectId);
    if (!settlement?.ownerId) return null;
    return {
      people: { vendor: [settlement.ownerId] },
      context: { code: settlement.code, amount: settlement.amount },
    };
  },
  message: async (db, event) => {
    const message = await repo.messageParties(db, event.subjectId);
    if (!message) return null;
    return {
      people: { customer: [message.customerId], vendor: message.ownerId ? [message.ownerId] : [] },
      context: {
        // Its booking's, or (an inquiry no request continued yet) its inquiry's.
        id: message.bookingId ?? message.inquiryId ?? '',
        inquiry: message.bookingId === null,
        eventName: message.eventName ?? undefined,
        truckName: message.truckName,
        senderSide: message.senderSide,
        preview: previewOf(message.body),
      },
    };
  },
  application: async (db, event) => {
    const application = await repo.applicationParties(db, event.subjectId);
    if (!application) return null;
    return {
      people: {
        operator: await repo.operatorIds(db),
        applicant: application.applicantId ? [application.applicantId] : [],
      },
      context: { truckName: application.truckName ?? undefined },
    };
  },
};

const audienceOf = (db: Db, event: DomainEventRow): Promise<Audience> => AUDIENCE[event.subject](db, event);

/** A message's first words for its notice: one line, at most 40 characters. */
const previewOf = (body: string) => {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
};

const view = (row: Awaited<ReturnType<typeof repo.pageOf>>['rows'][number]): AppNotification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function myNotifications(db: Db, user: SessionUser, page: number, limit: number) {
  const { rows, total, unread } = await repo.pageOf(db, user.id, page, limit);
  return { data: rows.map(view), total, unread, page, limit };
}

export async function readOne(db: Db, user: SessionUser, id: number): Promise<void> {
  // Someone else's notice answers like one that does not exist.
  if (!(await repo.markRead(db, user.id, id))) throw new AppError('RESOURCE_NOT_FOUND');
}

export const readAll = (db: Db, user: SessionUser) => repo.markAllRead(db, user.id);

export type { NoticeChannels } from './channels/channels.ts';
// What other modules use of this one besides the functions above (scripts/check-imports.mjs: a module is
// used through its services).
export type { EmailChannel, EmailMessage } from './channels/email.ts';
export { createEmailChannel } from './channels/email.ts';
