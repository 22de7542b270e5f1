import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveInside } from '../../lib/storage.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { foodTrucks, menuItems, policies, users } from '../schema/index.ts';
import { seedDatabase } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counts() {
  const db = t.app.database.db;
  const [[trucks], [items], [docs], [accounts]] = await Promise.all([
    db.select({ n: count() }).from(foodTrucks),
    db.select({ n: count() }).from(menuItems),
    db.select({ n: count() }).from(policies),
    db.select({ n: count() }).from(users),
  ]);
  return { trucks: trucks?.n, items: items?.n, docs: docs?.n, accounts: accounts?.n };
}

describe('seed', () => {
  it('is idempotent: a second start changes nothing', async () => {
    const before = await counts();
    expect(before).toMatchObject({ docs: 5, accounts: 3 });
    expect(before.trucks).toBeGreaterThanOrEqual(24);
    expect(before.items).toBeGreaterThanOrEqual(40);
    const again = await seedDatabase(t.app.database.db, t.app.storage, {
      demo: true,
      demoPassword: 'demo1234!',
      photos: false,
    });
    expect(again.demoCreated).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

describe('storage', () => {
  it('refuses keys that escape its root', () => {
    expect(() => resolveInside('/srv/files', '../etc/passwd')).toThrow();
    expect(() => resolveInside('/srv/files', '/etc/passwd')).toThrow();
    expect(resolveInside('/srv/files', 'public/trucks/a.webp')).toBe('/srv/files/public/trucks/a.webp');
  });
});
