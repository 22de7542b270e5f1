import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

describe('database client', () => {
  it('lets the event loop turn while queries wait their turn', async () => {
    const t = await createTestApp({ demo: false });
    try {
      const db = t.app.database.db;
      const chains = 20;
      const queriesPerChain = 5;
      let done = 0;
      // Like requests in flight: each sends its next statement once the last has answered.
      const running = Array.from({ length: chains }, async () => {
        for (let i = 0; i < queriesPerChain; i++) {
          await db.execute(sql`select 1`);
          done++;
        }
      });
      // A timer stands for the requests the server should read meanwhile.
      const doneWhenTheTimerRan = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
      await Promise.all(running);
      expect(done).toBe(chains * queriesPerChain);
      expect(doneWhenTheTimerRan).toBeLessThan(done);
    } finally {
      await t.close();
    }
  });
});
