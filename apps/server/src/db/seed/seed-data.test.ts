import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSeedData, wholeNumber } from './seed-data.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-seed-data-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
const schema = z.array(z.strictObject({ slug: z.string(), baseFee: wholeNumber }));
const write = (name: string, text: string) => fs.writeFileSync(path.join(folder, `${name}.json`), text);

describe('readSeedData', () => {
  it('reads a data file that fits its schema as it is written', () => {
    write('fits', '[{ "slug": "a", "baseFee": 200000 }]');
    expect(readSeedData('fits', schema, folder)).toEqual([{ slug: 'a', baseFee: 200000 }]);
  });

  it('refuses a file of the wrong shape, naming the file, the entry and the field', () => {
    write('wrong', '[{ "slug": "a", "baseFee": 1 }, { "slug": "b", "baseFee": "200000" }]');
    expect(() => readSeedData('wrong', schema, folder)).toThrow(/\/wrong\.json:[\s\S]*\[1\]\.baseFee/);
    write('extra', '[{ "slug": "a", "baseFee": 1, "basefee": 2 }]');
    expect(() => readSeedData('extra', schema, folder)).toThrow(/\/extra\.json:[\s\S]*basefee/);
  });

  it('refuses a file that is not JSON, naming it', () => {
    write('broken', '[{ "slug": "a", }]');
    expect(() => readSeedData('broken', schema, folder)).toThrow(/\/broken\.json: /);
  });

  it('reads every seed data file the seed has (the schemas hold what is committed)', async () => {
    const data = path.resolve(import.meta.dirname, '../../../seed/records');
    const names = fs.readdirSync(data).map((file) => file.replace(/\.json$/, ''));
    expect(names.sort()).toEqual([
      'demo-accounts',
      'demo-application',
      'demo-bookings',
      'demo-quotes',
      'demo-reviews',
      'reference',
      'trucks',
    ]);
    // Importing the seed reads and checks each of them (a wrong one throws here).
    await expect(import('./index.ts')).resolves.toHaveProperty('DEMO_ACCOUNTS');
  });
});
