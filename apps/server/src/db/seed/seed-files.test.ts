import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_TRUCKS } from './data/trucks.ts';
import { seedFilesFolder } from './seed-files.ts';

describe('the seed files', () => {
  it('have every demo truck’s photos, and the applicant’s, in the three sizes uploads are kept in', async () => {
    const names = [
      ...DEMO_TRUCKS.flatMap((t) => [`${t.slug}-truck-0`, `${t.slug}-truck-1`, `${t.slug}-menu-0`]),
      'demo-applicant-truck-0',
      'demo-applicant-menu-0',
    ];
    const folder = path.join(seedFilesFolder(), 'photos');
    // Nothing in the folder that the seed does not use.
    expect(fs.readdirSync(folder).sort()).toEqual(
      names.flatMap((n) => [`${n}.md.webp`, `${n}.thumb.webp`, `${n}.webp`]).sort(),
    );
    for (const [suffix, width] of [
      ['.webp', 1200],
      ['.md.webp', 800],
      ['.thumb.webp', 400],
    ] as const) {
      const meta = await sharp(path.join(folder, `${names[0]}${suffix}`)).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
    }
  });
});
