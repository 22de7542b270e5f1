import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, MENU_CATEGORIES, TRUCK_SIZES, TRUCK_TYPES } from './reference.ts';
import { DEMO_TRUCKS, isValidBusinessNumber } from './trucks.ts';

const eventTypeSlugs = new Set(EVENT_TYPES.map((t) => t.slug));
const truckTypeSlugs = new Set(TRUCK_TYPES.map((t) => t.slug));
const truckSizeSlugs = new Set(TRUCK_SIZES.map((t) => t.slug));
const categorySlugs = new Set(MENU_CATEGORIES.map((c) => c.slug));

describe('isValidBusinessNumber', () => {
  it('accepts numbers whose check digit matches', () => {
    expect(isValidBusinessNumber('1051218962')).toBe(true);
    expect(isValidBusinessNumber('105-12-18962')).toBe(true);
  });

  it('rejects a wrong check digit, wrong length and non-digits', () => {
    expect(isValidBusinessNumber('1051218961')).toBe(false);
    expect(isValidBusinessNumber('105121896')).toBe(false);
    expect(isValidBusinessNumber('10512189620')).toBe(false);
    expect(isValidBusinessNumber('10512189a2')).toBe(false);
    expect(isValidBusinessNumber('')).toBe(false);
  });

  it('adds floor(9th digit × 5 / 10) to the weighted sum', () => {
    // Weighted sum 165, plus floor(9 × 5 / 10) = 4 → 169 → check digit 1; without the extra term it would be 5.
    expect(isValidBusinessNumber('1234567891')).toBe(true);
    expect(isValidBusinessNumber('1234567895')).toBe(false);
  });
});

describe('DEMO_TRUCKS', () => {
  it('has at least 26 trucks across at least 7 시/도, the demo vendor truck first', () => {
    expect(DEMO_TRUCKS.length).toBeGreaterThanOrEqual(26);
    expect(DEMO_TRUCKS[0]?.slug).toBe('demo-vendor-truck');
    const sidos = new Set(DEMO_TRUCKS.flatMap((t) => t.regions.map((r) => r.sido)));
    expect(sidos.size).toBeGreaterThanOrEqual(7);
  });

  it('has unique slugs, names and business numbers', () => {
    const slugs = DEMO_TRUCKS.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const names = DEMO_TRUCKS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    const numbers = DEMO_TRUCKS.map((t) => t.business.businessNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  describe.each(DEMO_TRUCKS.map((t) => [t.slug, t] as const))('%s', (_slug, truck) => {
    it('has a valid business number and a mobile phone in digits', () => {
      expect(truck.business.businessNumber).toMatch(/^\d{10}$/);
      expect(isValidBusinessNumber(truck.business.businessNumber)).toBe(true);
      expect(truck.business.phone).toMatch(/^010\d{8}$/);
      expect(truck.business.companyName.length).toBeGreaterThan(0);
      expect(truck.business.representative.length).toBeGreaterThan(0);
    });

    it('refers only to existing reference slugs', () => {
      expect(truckTypeSlugs.has(truck.truckTypeSlug)).toBe(true);
      expect(truckSizeSlugs.has(truck.truckSizeSlug)).toBe(true);
      expect(truck.categorySlugs.length).toBeGreaterThan(0);
      for (const slug of truck.categorySlugs) expect(categorySlugs.has(slug)).toBe(true);
      expect(truck.eventTypeSlugs.length).toBeGreaterThan(0);
      for (const slug of truck.eventTypeSlugs) expect(eventTypeSlugs.has(slug)).toBe(true);
      expect(new Set(truck.categorySlugs).size).toBe(truck.categorySlugs.length);
      expect(new Set(truck.eventTypeSlugs).size).toBe(truck.eventTypeSlugs.length);
    });

    it('has 4–7 menu items with positive integer prices in its own categories', () => {
      expect(truck.menu.length).toBeGreaterThanOrEqual(4);
      expect(truck.menu.length).toBeLessThanOrEqual(7);
      for (const item of truck.menu) {
        expect(Number.isInteger(item.price)).toBe(true);
        expect(item.price).toBeGreaterThan(0);
        expect(truck.categorySlugs).toContain(item.categorySlug);
      }
      const names = truck.menu.map((m) => m.name);
      expect(new Set(names).size).toBe(names.length);
    });

    it('has sensible figures and regions', () => {
      expect(Number.isInteger(truck.baseFee)).toBe(true);
      expect(truck.baseFee).toBeGreaterThan(0);
      expect(Number.isInteger(truck.minServings)).toBe(true);
      expect(Number.isInteger(truck.maxServings)).toBe(true);
      expect(truck.minServings).toBeGreaterThan(0);
      expect(truck.maxServings).toBeGreaterThan(truck.minServings);
      expect(truck.rating).toBeGreaterThanOrEqual(4.3);
      expect(truck.rating).toBeLessThanOrEqual(4.9);
      expect(Number.isInteger(truck.reviewCount)).toBe(true);
      expect(truck.regions.length).toBeGreaterThan(0);
      const keys = truck.regions.map((r) => `${r.sido} ${r.sigungu}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(Number.isInteger(truck.createdDaysAgo)).toBe(true);
      expect(truck.createdDaysAgo).toBeGreaterThanOrEqual(0);
    });
  });
});
