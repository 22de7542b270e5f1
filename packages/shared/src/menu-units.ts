import { groupDigits } from './digits.ts';

/**
 * What one of a dish is counted in, as Korean menus and price sheets count it: drinks by the 잔, desserts and
 * snacks by the 개, meals by the 인분. A quote's own lines keep their two units (`QUOTE_UNITS`: serving, dish).
 */
export const MENU_UNITS = ['cup', 'piece', 'serving'] as const;
export type MenuUnit = (typeof MENU_UNITS)[number];

export const MENU_UNIT_LABELS = { cup: '잔', piece: '개', serving: '인분' } as const satisfies Record<
  MenuUnit,
  string
>;

/** 120 and cup → "120잔"; 1500 and piece → "1,500개". */
export function formatMenuQuantity(quantity: number, unit: MenuUnit): string {
  return `${groupDigits(quantity)}${MENU_UNIT_LABELS[unit]}`;
}
