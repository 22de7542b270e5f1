import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedScale } from './scale.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seed:scale', () => {
  it('grows the catalogue once, and spreads the requests over days as people make them', async () => {
    const db = t.app.database.db;
    const options = { trucks: 40, bookings: 1_000, password: t.app.config.demoPassword };
    expect(await seedScale(db, options)).toEqual({ trucks: expect.any(Number), bookings: 1_000 });
    expect(await seedScale(db, options)).toEqual({ trucks: 0, bookings: 0 });

    const { rows } = (await db.execute(sql`
      select max(per_day)::int as "busiestDay" from (
        select count(*) as per_day from bookings where idempotency_key like 'scale-%'
        group by substr(code, 1, 11)) d`)) as unknown as { rows: { busiestDay: number }[] };
    // A booking code is FT-YYYYMMDD-XXXX (about a million a day): a seed that dated every future request today
    // filled today's codes, and new requests then failed to find a free one.
    expect(rows[0]!.busiestDay).toBeLessThan(1_000 * 0.05);
  });
});
