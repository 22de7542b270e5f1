/**
 * 1234567 → "1,234,567": a number as ko-KR writes it (what ICU's ko-KR number format gives: groups of three, up
 * to three decimals). Written out because a page's first ICU formatter, of any kind, costs a phone's start
 * tens of milliseconds of locale data (docs/decisions/059); lint refuses ICU formatting in client code. Up to
 * 10^21, past which `toFixed` writes an exponent; amounts and counts stay far below.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const [whole = '', fraction = ''] = Math.abs(value).toFixed(3).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}`;
}
