import type { OwnTruck } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import { pickOwnTruck } from './own-trucks.ts';

const truck = (id: number, status: OwnTruck['status']) => ({ id, status }) as OwnTruck;

describe('pickOwnTruck', () => {
  const trucks = [truck(9, 'pending'), truck(4, 'approved'), truck(2, 'approved')];

  it('takes the truck the URL names when it is one of the vendor’s', () => {
    expect(pickOwnTruck(trucks, '2')?.id).toBe(2);
    expect(pickOwnTruck(trucks, '9')?.id).toBe(9);
  });

  it('falls back to the first listed truck, then to the first at all', () => {
    expect(pickOwnTruck(trucks, null)?.id).toBe(4);
    expect(pickOwnTruck(trucks, '77')?.id).toBe(4);
    expect(pickOwnTruck(trucks, 'abc')?.id).toBe(4);
    expect(pickOwnTruck([truck(9, 'pending')], null)?.id).toBe(9);
    expect(pickOwnTruck([], null)).toBeUndefined();
  });
});
