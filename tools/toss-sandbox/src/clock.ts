import type { FastifyInstance } from 'fastify';
import { seoulIso } from './toss-json.ts';

/**
 * The sandbox's "now": its base clock (the system's, or the one a test in the same process gives) plus an offset
 * that only moves forward. A server whose test clock moves (TEST_CLOCK) tells its sandbox the instant it moved to
 * (`POST /__test/clock` with `{ "now": ISO }`), so that payments and cancels made after it carry the times the
 * server's ledger books them at. An instant behind the sandbox's own now changes nothing: several servers sharing
 * one sandbox leave it at the furthest of theirs.
 */
export function sandboxClock(base: () => Date) {
  let offsetMs = 0;
  const now = () => new Date(base().getTime() + offsetMs);
  const moveTo = (instant: number) => {
    offsetMs = Math.max(offsetMs, instant - base().getTime());
  };
  const register = (app: FastifyInstance) => {
    const answer = () => ({ now: now().toISOString(), seoul: seoulIso(now()) });
    app.get('/__test/clock', async () => answer());
    app.post('/__test/clock', async (req, reply) => {
      const instant = Date.parse(String((req.body as { now?: unknown } | undefined)?.now ?? ''));
      if (Number.isNaN(instant)) {
        return reply.status(400).send({ code: 'INVALID_REQUEST', message: 'now must be an ISO date-time' });
      }
      moveTo(instant);
      return answer();
    });
  };
  return { now, moveTo, register };
}
