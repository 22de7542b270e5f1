import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coffeeTruckCupGuidance } from './headcount.ts';

describe('커피차 headcount guidance', () => {
  it('gives the notes’ 120–150 cups for a set of 60–75 people, 2 a person, a fifth of them 논커피', () => {
    expect(coffeeTruckCupGuidance(60)).toEqual({
      ok: true,
      guidance: {
        people: 60,
        cups: 120,
        coffeeCups: 96,
        nonCoffeeCups: 24,
        summary: '60명이면 120잔 정도가 알맞아요 (커피 96잔 · 논커피 24잔)',
      },
    });
    expect(coffeeTruckCupGuidance(75)).toMatchObject({ guidance: { cups: 150, nonCoffeeCups: 30 } });
    expect(coffeeTruckCupGuidance(700, { nonCoffeePercent: 0 })).toMatchObject({
      guidance: { cups: 1_400, summary: '700명이면 1,400잔 정도가 알맞아요 (모두 커피)' },
    });
  });

  it('refuses a headcount or share that is not a whole number in range, in Korean', () => {
    for (const people of [0, -3, 2.5, Number.NaN]) {
      expect(coffeeTruckCupGuidance(people)).toEqual({
        ok: false,
        code: 'VALIDATION_ERROR',
        reason: '인원은 1명 이상의 정수로 입력해주세요',
      });
    }
    expect(coffeeTruckCupGuidance(60, { nonCoffeePercent: 120 })).toMatchObject({
      reason: '논커피 비율은 0~100% 사이의 정수로 입력해주세요',
    });
    expect(coffeeTruckCupGuidance(60, { cupsPerPerson: 0 })).toMatchObject({ ok: false });
  });

  it('always splits the cups it suggests into whole coffee and 논커피 cups near the share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 100 }),
        (people, cupsPerPerson, nonCoffeePercent) => {
          const result = coffeeTruckCupGuidance(people, { cupsPerPerson, nonCoffeePercent });
          if (!result.ok) throw new Error(result.reason);
          const { cups, coffeeCups, nonCoffeeCups } = result.guidance;
          expect(cups).toBe(people * cupsPerPerson);
          expect(coffeeCups + nonCoffeeCups).toBe(cups);
          expect(Number.isInteger(nonCoffeeCups) && nonCoffeeCups >= 0).toBe(true);
          expect(Math.abs(nonCoffeeCups * 100 - cups * nonCoffeePercent)).toBeLessThanOrEqual(50);
        },
      ),
    );
  });
});
