import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { liveEvents } from './events.jobs.ts';
import { LiveHub, type LiveStream } from './live-hub.ts';

/** The hub's own timing, without a database: comment lines keep quiet streams open; a stalled reader is let go. */
function fakeStream(buffered = 0): LiveStream & { chunks: string[]; ended: boolean } {
  const stream = {
    userId: 'u-1',
    sessionTokenHash: 'h-1',
    cursor: 0,
    chunks: [] as string[],
    ended: false,
    write: (chunk: string) => {
      stream.chunks.push(chunk);
    },
    buffered: () => buffered,
    end: () => {
      stream.ended = true;
    },
  };
  return stream;
}

describe('LiveHub', () => {
  it('sends every stream a comment line each heartbeat, and ends one whose reader has stalled', async () => {
    // What wakes it: `LISTEN notices`, through the live events job.
    expect(liveEvents.wakeOn).toBe('notices');
    const database = {} as unknown as Database;
    // The session check needs a database; here, with the stalled stream gone, it only reports.
    let reported: unknown;
    const hub = new LiveHub(database, () => undefined);
    const reading = fakeStream();
    const stalled = fakeStream(1024 * 1024);
    hub.add(reading);
    hub.add(stalled);
    // Two beats (the live heartbeat job's runs: events.jobs.ts).
    await hub.beat().catch((error: unknown) => {
      reported = error;
    });
    await hub.beat().catch(() => undefined);
    expect(reading.chunks.filter((chunk) => chunk === ':\n\n').length).toBe(2);
    expect(reported).toBeDefined();
    expect(stalled.ended).toBe(true);
    expect(stalled.chunks).toEqual([]);
    expect(hub.size).toBe(1);
    hub.close();
    expect(reading.ended).toBe(true);
    expect(hub.size).toBe(0);
  });
});
