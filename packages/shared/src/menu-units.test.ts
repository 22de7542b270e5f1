import { describe, expect, it } from 'vitest';
import { formatMenuQuantity, MENU_UNIT_LABELS, MENU_UNITS } from './menu-units.ts';

describe('menu units', () => {
  it('counts drinks by the 잔, desserts by the 개 and meals by the 인분, with grouped digits', () => {
    expect(MENU_UNITS.map((unit) => MENU_UNIT_LABELS[unit])).toEqual(['잔', '개', '인분']);
    expect(formatMenuQuantity(120, 'cup')).toBe('120잔');
    expect(formatMenuQuantity(1_500, 'piece')).toBe('1,500개');
    expect(formatMenuQuantity(130, 'serving')).toBe('130인분');
  });
});
