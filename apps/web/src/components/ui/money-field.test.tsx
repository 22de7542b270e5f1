import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyField } from './money-field.tsx';

afterEach(cleanup);

function Budget({ seen }: { seen: (number | null)[] }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <MoneyField
      label="예산 (선택)"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      hint="정하지 않았다면 비워 두세요."
    />
  );
}

describe('MoneyField', () => {
  it('shows thousands separators as the amount is typed and hands on whole won', () => {
    const seen: (number | null)[] = [];
    render(<Budget seen={seen} />);
    const field = screen.getByLabelText('예산 (선택)');
    fireEvent.change(field, { target: { value: '1500' } });
    expect(field).toHaveProperty('value', '1,500');
    fireEvent.change(field, { target: { value: '1,5000' } });
    expect(field).toHaveProperty('value', '15,000');
    fireEvent.change(field, { target: { value: '1,500,000원' } });
    expect(field).toHaveProperty('value', '1,500,000');
    fireEvent.change(field, { target: { value: '' } });
    expect(field).toHaveProperty('value', '');
    expect(seen).toEqual([1500, 15_000, 1_500_000, null]);
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('aria-describedby')).toMatch(/hint$/);
  });
});
