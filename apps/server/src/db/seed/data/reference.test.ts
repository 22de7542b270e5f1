import { CANCELLATION_FEE_RULES } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import { POLICIES } from './policies.ts';
import { EVENT_TYPES, MENU_CATEGORIES, TRUCK_SIZES, TRUCK_TYPES } from './reference.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function expectUniqueSlugs(slugs: string[]) {
  expect(new Set(slugs).size).toBe(slugs.length);
  for (const slug of slugs) expect(slug).toMatch(SLUG);
}

describe('reference data', () => {
  it('has the eight event types in order', () => {
    expect(EVENT_TYPES.map((t) => t.slug)).toEqual([
      'corporate',
      'festival',
      'wedding-party',
      'film-set',
      'school',
      'sports-outdoor',
      'popup-brand',
      'other',
    ]);
    expect(EVENT_TYPES.map((t) => t.name)).toEqual([
      '기업 행사',
      '축제·지역 행사',
      '웨딩·파티',
      '촬영장 밥차',
      '학교·학원 행사',
      '스포츠·야외 행사',
      '팝업·브랜드 프로모션',
      '기타',
    ]);
  });

  it('has unique kebab-case slugs in every table', () => {
    expectUniqueSlugs(EVENT_TYPES.map((t) => t.slug));
    expectUniqueSlugs(TRUCK_TYPES.map((t) => t.slug));
    expectUniqueSlugs(TRUCK_SIZES.map((t) => t.slug));
    expectUniqueSlugs(MENU_CATEGORIES.map((c) => c.slug));
    expectUniqueSlugs(MENU_CATEGORIES.flatMap((c) => c.items.map((i) => i.slug)));
  });

  it('has truck sizes from 경형 to 5톤 with growing dimensions', () => {
    expect(TRUCK_SIZES.map((s) => s.name)).toEqual(['경형', '1톤', '1.4톤', '2.5톤', '5톤']);
    for (let i = 1; i < TRUCK_SIZES.length; i++) {
      expect(TRUCK_SIZES[i]!.lengthM).toBeGreaterThan(TRUCK_SIZES[i - 1]!.lengthM);
      expect(TRUCK_SIZES[i]!.widthM).toBeGreaterThanOrEqual(TRUCK_SIZES[i - 1]!.widthM);
    }
  });

  it('has 8–10 menu categories with at least 45 priced items', () => {
    expect(MENU_CATEGORIES.length).toBeGreaterThanOrEqual(8);
    expect(MENU_CATEGORIES.length).toBeLessThanOrEqual(10);
    const items = MENU_CATEGORIES.flatMap((c) => c.items);
    expect(items.length).toBeGreaterThanOrEqual(45);
    for (const item of items) {
      expect(Number.isInteger(item.unitPrice)).toBe(true);
      expect(item.unitPrice).toBeGreaterThan(0);
      expect(item.unitPrice % 100).toBe(0);
    }
    const names = items.map((i) => i.name);
    for (const name of ['떡볶이', '순대', '어묵', '김밥', '츄러스', '붕어빵', '아메리카노']) {
      expect(names).toContain(name);
    }
    expect(names.some((n) => n.includes('핫도그'))).toBe(true);
  });

  it('keeps sort orders unique within each table', () => {
    for (const table of [EVENT_TYPES, TRUCK_TYPES, TRUCK_SIZES, MENU_CATEGORIES]) {
      const orders = table.map((r) => r.sortOrder);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });
});

describe('policies', () => {
  it('has the five policies, effective 2026-11-01, in the allowed markdown subset', () => {
    expect(POLICIES.map((p) => p.slug).sort()).toEqual([
      'location',
      'privacy',
      'refund',
      'terms',
      'vendor-terms',
    ]);
    for (const policy of POLICIES) {
      expect(policy.effectiveDate).toBe('2026-11-01');
      expect(policy.title.length).toBeGreaterThan(0);
      expect(policy.summary.length).toBeGreaterThan(0);
      expect(policy.body.length).toBeGreaterThanOrEqual(1500);
      for (const line of policy.body.split('\n')) {
        expect(line.startsWith('|'), line).toBe(false);
        expect(/^#(?!# )/.test(line) || line.startsWith('### '), line).toBe(false);
        expect(/^\s+\S/.test(line), `indented line: ${line}`).toBe(false);
        expect(/^[*+] /.test(line), line).toBe(false);
      }
    }
    const length = (slug: string) => POLICIES.find((p) => p.slug === slug)?.body.length ?? 0;
    for (const other of ['location', 'refund', 'vendor-terms']) {
      expect(length('terms')).toBeGreaterThan(length(other));
      expect(length('privacy')).toBeGreaterThan(length(other));
    }
  });

  it('sorts cancellation fee rules from the most days before, ending with the event day', () => {
    const days = CANCELLATION_FEE_RULES.map((r) => r.minDaysBefore);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(days.at(-1)).toBe(0);
    const rates = CANCELLATION_FEE_RULES.map((r) => r.feeRate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    for (const rate of rates) {
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThanOrEqual(1);
    }
  });

  it('states every cancellation fee rule in the refund policy text', () => {
    const refund = POLICIES.find((p) => p.slug === 'refund');
    expect(refund).toBeDefined();
    for (const rule of CANCELLATION_FEE_RULES) {
      expect(refund!.body).toContain(`${Math.round(rule.feeRate * 100)}%`);
      expect(refund!.body).toContain(rule.label);
    }
  });
});
