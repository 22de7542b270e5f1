import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
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
    let listened = '';
    const database = {
      listen: async (channel: string) => {
        listened = channel;
        return async () => undefined;
      },
    } as unknown as Database;
    // The session check needs a database; here it only reports.
    const hub = new LiveHub(database, () => undefined, 20);
    await hub.start();
    expect(listened).toBe('notices');
    const reading = fakeStream();
    const stalled = fakeStream(1024 * 1024);
    hub.add(reading);
    hub.add(stalled);
    // Two beats of 20 ms; a busy machine may take longer to fire them.
    await vi.waitFor(
      () => expect(reading.chunks.filter((chunk) => chunk === ':\n\n').length).toBeGreaterThanOrEqual(2),
      { timeout: 2_000, interval: 10 },
    );
    expect(stalled.ended).toBe(true);
    expect(stalled.chunks).toEqual([]);
    expect(hub.size).toBe(1);
    await hub.close();
    expect(reading.ended).toBe(true);
    expect(hub.size).toBe(0);
  });
});
