import { type LiveEvent, type NoticeContext, noticesFor } from '@ft/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type Cursor, eventsAfter, newestEvent } from '../../lib/event-listeners.ts';
import { loggableError } from '../../lib/loggable-error.ts';
import * as repo from './live.repo.ts';

/** One open `GET /api/v1/events` response. `cursor` is the last notice id it was sent (or started after). */
export interface LiveStream {
  userId: string;
  /** The session it was opened with: once that ends (log-out elsewhere, password reset), so does the stream. */
  sessionTokenHash: string;
  cursor: number;
  write(chunk: string): void;
  /** Bytes written but not yet taken by the client: a stream that stops reading is ended, not buffered for ever. */
  buffered(): number;
  end(): void;
}

const PAGE = 200;
const MAX_BUFFERED_BYTES = 256 * 1024;
/**
 * Streams one session may hold open on an instance (decision 077): a tab needs one, a person with every screen of
 * the app open in tabs a handful; past this a page opening streams in a loop is refused (429), not kept.
 */
export const LIVE_STREAMS_PER_SESSION = 10;

export const sseMessage = (id: number, data: LiveEvent) => `id: ${id}\ndata: ${JSON.stringify(data)}\n\n`;

/** What live screens read of an event's data: who it concerns by side, and the words that decide who is told. */
interface LiveEventData {
  parties?: Partial<Record<'customer' | 'vendor' | 'applicant' | 'operator', string[]>>;
  bookingId?: string;
  inquiryId?: string;
  actor?: NoticeContext['actor'];
  reason?: string | null;
  side?: NoticeContext['senderSide'];
  resolution?: NoticeContext['resolution'];
}

const contextOf = (id: string, data: LiveEventData): NoticeContext => ({
  id,
  actor: data.actor,
  reason: data.reason,
  senderSide: data.side,
  resolution: data.resolution,
  inquiry: data.bookingId === undefined && data.inquiryId !== undefined,
});

/**
 * This instance's open streams by person, woken by `LISTEN notices` (the notifications trigger sends the user id
 * on commit, to every instance; events.jobs.ts hands it over): a wake reads that person's notices after the
 * lowest cursor of their streams and writes each stream what it has not had. One read at a time per person; a
 * wake during it runs it again. A heartbeat (events.jobs.ts too) keeps quiet streams open.
 */
export class LiveHub {
  private readonly streams = new Map<string, Set<LiveStream>>();
  private readonly running = new Map<string, boolean>();
  /** Streams admitted per session, from before their start is read until their response has closed. */
  private readonly admitted = new Map<string, number>();

  constructor(
    private readonly database: Database,
    private readonly onError: (error: unknown) => void,
    private readonly perSession = LIVE_STREAMS_PER_SESSION,
  ) {}

  /** The last event this instance passed to its streams (in memory: each instance follows the outbox itself). */
  private eventCursor: Cursor | undefined;

  /**
   * Live screens as a listener of the outbox (decision 098): each new event goes to the open streams of every
   * party it names (`data.parties`, written by its trigger), the actor's other tabs and devices among them. Those
   * whose side gets a notice of it hear it from their notice (with its id, for Last-Event-ID); the others get it
   * without an id. A hub with no streams only moves its cursor.
   */
  async followEvents(): Promise<void> {
    const db = this.database.db;
    if (this.streams.size === 0 || !this.eventCursor) {
      this.eventCursor = await newestEvent(db);
      return;
    }
    for (;;) {
      const events = await eventsAfter(db, this.eventCursor, { limit: PAGE });
      const told: { userId: string; event: (typeof events)[number]; bookingId: string | undefined }[] = [];
      for (const event of events) {
        this.eventCursor = { lastTxId: event.txId, lastId: event.id };
        const data = event.data as LiveEventData;
        const noticed = new Set<string>(
          noticesFor(event.type, contextOf(event.subjectId, data)).map((n) => n.to),
        );
        for (const [side, people] of Object.entries(data.parties ?? {})) {
          if (noticed.has(side)) continue;
          for (const userId of people ?? []) {
            if (this.streams.has(userId)) told.push({ userId, event, bookingId: data.bookingId });
          }
        }
      }
      const people = [...new Set(told.map((one) => one.userId))];
      // Nothing more is said to a signed-out browser.
      await this.endSignedOut(people.flatMap((userId) => [...(this.streams.get(userId) ?? [])]));
      const unread = new Map<string, number>();
      for (const userId of people) {
        if (this.streams.has(userId)) unread.set(userId, await repo.unreadCount(db, userId));
      }
      for (const { userId, event, bookingId } of told) {
        const count = unread.get(userId);
        if (count === undefined) continue;
        const message: LiveEvent = {
          type: event.type,
          subject: event.subject,
          subjectId: event.subjectId,
          ...(event.subject === 'booking' ? { bookingId: event.subjectId } : {}),
          ...(bookingId ? { bookingId } : {}),
          unread: count,
        };
        for (const stream of this.streams.get(userId) ?? [])
          this.send(stream, `data: ${JSON.stringify(message)}\n\n`);
      }
      if (events.length < PAGE) return;
    }
  }

  /** What `LISTEN notices` heard: a person's id, or null when the listener came back and anyone may have missed one. */
  heard(userId: string | null): void {
    if (userId === null) this.wakeEveryone();
    else this.wake(userId);
  }

  /** A comment line to every stream, so nothing between closes it for being quiet; and the signed-out let go. */
  async beat(): Promise<void> {
    for (const set of this.streams.values()) for (const stream of set) this.send(stream, ':\n\n');
    await this.endSignedOut([...this.streams.values()].flatMap((set) => [...set]));
  }

  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /** What the hub holds: every figure is 0 once the streams have closed (events.routes.api.test.ts). */
  held(): { streams: number; people: number; sessions: number; reads: number } {
    return {
      streams: this.size,
      people: this.streams.size,
      sessions: this.admitted.size,
      reads: this.running.size,
    };
  }

  /**
   * Takes one of the session's places, or null when it holds them all. The release is the caller's, once the
   * response has closed, however it ended; calling it again does nothing.
   */
  admit(sessionTokenHash: string): (() => void) | null {
    const held = this.admitted.get(sessionTokenHash) ?? 0;
    if (held >= this.perSession) return null;
    this.admitted.set(sessionTokenHash, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.admitted.get(sessionTokenHash) ?? 1) - 1;
      if (left > 0) this.admitted.set(sessionTokenHash, left);
      else this.admitted.delete(sessionTokenHash);
    };
  }

  add(stream: LiveStream): void {
    let set = this.streams.get(stream.userId);
    if (!set) {
      set = new Set();
      this.streams.set(stream.userId, set);
    }
    set.add(stream);
  }

  remove(stream: LiveStream): void {
    const set = this.streams.get(stream.userId);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) this.streams.delete(stream.userId);
  }

  /** Sends a person's streams what they have not had yet. */
  wake(userId: string): void {
    if (!this.streams.has(userId)) return;
    if (this.running.has(userId)) {
      this.running.set(userId, true);
      return;
    }
    this.running.set(userId, false);
    void this.catchUp(userId)
      .catch(this.onError)
      .finally(() => {
        const again = this.running.get(userId);
        this.running.delete(userId);
        if (again) this.wake(userId);
      });
  }

  wakeEveryone(): void {
    for (const userId of this.streams.keys()) this.wake(userId);
  }

  /** Ends the streams whose session has ended: nothing more is said to a signed-out browser. */
  private async endSignedOut(streams: LiveStream[]): Promise<void> {
    if (streams.length === 0) return;
    const standing = await repo.standingSessions(this.database.db, [
      ...new Set(streams.map((stream) => stream.sessionTokenHash)),
    ]);
    for (const stream of streams) {
      if (standing.has(stream.sessionTokenHash)) continue;
      this.remove(stream);
      stream.end();
    }
  }

  private async catchUp(userId: string): Promise<void> {
    await this.endSignedOut([...(this.streams.get(userId) ?? [])]);
    for (;;) {
      const set = this.streams.get(userId);
      if (!set) return;
      const from = Math.min(...[...set].map((stream) => stream.cursor));
      const notices = await repo.noticesAfter(this.database.db, userId, from, PAGE);
      if (notices.length === 0) return;
      const unread = await repo.unreadCount(this.database.db, userId);
      for (const notice of notices) {
        const message = sseMessage(notice.notificationId, {
          type: notice.type,
          subject: notice.subject,
          subjectId: notice.subjectId,
          ...(notice.subject === 'booking' ? { bookingId: notice.subjectId } : {}),
          ...(notice.messageBookingId ? { bookingId: notice.messageBookingId } : {}),
          notificationId: notice.notificationId,
          notice: {
            id: notice.notificationId,
            type: notice.type,
            title: notice.title,
            body: notice.body,
            link: notice.link,
            readAt: null,
            createdAt: notice.createdAt.toISOString(),
          },
          unread,
        });
        for (const stream of this.streams.get(userId) ?? []) {
          if (stream.cursor >= notice.notificationId) continue;
          stream.cursor = notice.notificationId;
          this.send(stream, message);
        }
      }
      if (notices.length < PAGE) return;
    }
  }

  private send(stream: LiveStream, chunk: string): void {
    if (stream.buffered() > MAX_BUFFERED_BYTES) {
      // It reconnects with Last-Event-ID and is replayed from there.
      this.remove(stream);
      stream.end();
      return;
    }
    stream.write(chunk);
  }

  /** Ends every stream (shutdown): clients reconnect, to another instance or to this one once it is back. */
  close(): void {
    for (const set of this.streams.values()) for (const stream of set) stream.end();
    this.streams.clear();
  }
}

/** Each server's hub: the routes' plugin is encapsulated, so its `app.liveHub` is its own; jobs and tests find it here. */
const hubs = new WeakMap<object, LiveHub>();
export const liveHubOf = (app: FastifyInstance): LiveHub | undefined => hubs.get(app.server);

/** The hub of the server `app` belongs to, made by the events routes. */
export function createLiveHub(app: FastifyInstance): LiveHub {
  const hub = new LiveHub(app.database, (error) =>
    app.log.warn({ error: loggableError(error) }, 'live events read failed'),
  );
  hubs.set(app.server, hub);
  return hub;
}
