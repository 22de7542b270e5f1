/** How numbers a truck owner types are shown while they type them (the schemas store digits). */

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * A shop's number as it is written in Korea: 02-123-4567 / 02-1234-5678 in Seoul, 031-123-4567 elsewhere,
 * 010-1234-5678 for a mobile. Also formats a number while it is typed.
 */
export function formatPhoneNumber(value: string): string {
  const d = digits(value, 11);
  if (d.startsWith('02')) {
    const rest = d.slice(0, 10);
    if (rest.length <= 2) return rest;
    if (rest.length <= 5) return `02-${rest.slice(2)}`;
    if (rest.length <= 9) return `02-${rest.slice(2, 5)}-${rest.slice(5)}`;
    return `02-${rest.slice(2, 6)}-${rest.slice(6)}`;
  }
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  if (d.length <= 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

/** 사업자등록번호 while it is typed: 123 → 123-45 → 123-45-67890. */
export function formatBusinessNumberInput(value: string): string {
  const d = digits(value, 10);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

export const businessNumberDigits = (value: string) => value.replace(/\D/g, '');

/** Account numbers are shown as typed but only digits are kept, at most 16 (the schema's limit). */
export const accountDigits = (value: string) => digits(value, 16);
