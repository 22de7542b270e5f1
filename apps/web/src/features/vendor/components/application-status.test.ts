import type { OwnTruck } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import { applicantState } from './application-status.tsx';

const truck = (id: number, status: OwnTruck['status']) => ({ id, status }) as OwnTruck;

describe('applicantState', () => {
  it('nothing sent yet', () => {
    expect(applicantState([])).toEqual({ kind: 'none' });
  });

  it('the newest application decides for someone not yet listed', () => {
    expect(applicantState([truck(2, 'pending'), truck(1, 'rejected')])).toMatchObject({
      kind: 'pending',
      truck: { id: 2 },
    });
    expect(applicantState([truck(1, 'rejected')])).toMatchObject({ kind: 'rejected', truck: { id: 1 } });
  });

  it('anyone with a listed (or stopped) truck is a vendor, whatever else is under review', () => {
    expect(applicantState([truck(3, 'pending'), truck(1, 'approved')]).kind).toBe('vendor');
    expect(applicantState([truck(1, 'suspended')]).kind).toBe('vendor');
  });
});
