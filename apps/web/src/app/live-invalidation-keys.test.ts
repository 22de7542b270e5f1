import { DOMAIN_EVENT_SUBJECTS, type LiveEvent } from '@ft/shared';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keysOf } from './live-invalidation.ts';

/**
 * Every keys object the app defines (docs/decisions/096): each feature's api files and the few keys shell/ and
 * lib/ hold for more than one feature, found by their exported name (`…Keys`), so a feature added later is
 * checked too.
 */
const modules = {
  ...import.meta.glob<Record<string, unknown>>(['../features/*/api/*.ts', '!../features/*/api/*.test.ts'], {
    eager: true,
  }),
  ...import.meta.glob<Record<string, unknown>>(
    ['../shell/notices.ts', '../lib/own-trucks.ts', '../shell/site.ts'],
    {
      eager: true,
    },
  ),
};

/** Stands for whatever a key function is given (an id, a tab, filters): it matches any value there. */
const ANY = Object.freeze({ any: true });

/** Every key the keys objects spell: their arrays as they are, their functions called with ANY for each part. */
function definedKeys(): readonly (readonly unknown[])[] {
  const keys: (readonly unknown[])[] = [];
  for (const exports of Object.values(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('Keys') || typeof value !== 'object' || value === null) continue;
      for (const entry of Object.values(value)) {
        if (Array.isArray(entry)) keys.push(entry);
        else if (typeof entry === 'function') keys.push(entry(ANY, ANY, ANY, ANY) as unknown[]);
      }
    }
  }
  return keys;
}

const sameValue = (a: unknown, b: unknown) => b === ANY || JSON.stringify(a) === JSON.stringify(b);
/** Whether invalidating `key` reaches the defined key (TanStack Query matches a key by its prefix). */
const reaches = (key: QueryKey, defined: readonly unknown[]) =>
  key.length <= defined.length && key.every((part, index) => sameValue(part, defined[index]));
const misses = (keys: readonly QueryKey[], defined: readonly (readonly unknown[])[]) =>
  keys.filter((key) => !defined.some((each) => reaches(key, each)));

const eventsOf = (subject: LiveEvent['subject']): LiveEvent[] => [
  { type: 'booking.accepted', subject, subjectId: 's1', unread: 0 },
  { type: 'booking.accepted', subject, subjectId: 's1', bookingId: 'b1', unread: 0 },
];

describe('keysOf', () => {
  const defined = definedKeys();

  it('finds the keys objects it checks against', () => {
    // The booking's own keys and the inquiry screens' are among them: the look-up by name works.
    expect(defined).toContainEqual(['bookings']);
    expect(defined).toContainEqual(['inquiries']);
    expect(defined).toContainEqual(['kept-trucks']);
    expect(defined.length).toBeGreaterThan(40);
  });

  it.each(DOMAIN_EVENT_SUBJECTS)('refreshes only keys a feature defines on a %s event', (subject) => {
    for (const event of eventsOf(subject)) {
      const keys = keysOf(event);
      expect(keys.length).toBeGreaterThan(0);
      expect(misses(keys, defined), JSON.stringify(keys)).toEqual([]);
    }
  });

  it('would refuse a misspelt key, which refreshes nothing', () => {
    expect(misses([['kept-truck'], ['bookings', 'detail']], defined)).toEqual([['kept-truck']]);
    expect(misses([['admin', 'dispute']], defined)).toEqual([['admin', 'dispute']]);
  });
});
