import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate } from '../test/database-templates.ts';
import { createTestApp } from '../test/test-app.ts';
import { type Database, openDatabase } from './client.ts';

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

describe('PGlite client', () => {
  let database: Database;
  let cleanUp = () => {};
  beforeAll(async () => {
    // The run's migrated template when the run is on PGlite; on PostgreSQL, a new one migrated here.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-client-'));
    cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
    database = await openDatabase((await copyTemplate('empty', undefined, 'unused', dataDir)) ?? {});
  });
  afterAll(async () => {
    await database.close();
    cleanUp();
  });

  it('runs one query a turn of the event loop, so connections are accepted between them', async () => {
    let done = 0;
    const running = Array.from({ length: 20 }, async () => {
      for (let i = 0; i < 3; i++) {
        await database.db.execute(sql`select 1`);
        done++;
      }
    });
    // Counts the queries answered in each turn, from a callback that runs once a turn.
    const perTurn: number[] = [];
    let seen = 0;
    let settled = false;
    void Promise.all(running).then(() => {
      settled = true;
    });
    await new Promise<void>((resolve) => {
      const look = () => {
        perTurn.push(done - seen);
        seen = done;
        if (settled) resolve();
        else setImmediate(look);
      };
      setImmediate(look);
    });
    expect(done).toBe(60);
    expect(Math.max(...perTurn)).toBe(1);
  });
});
