import type { FoodTruckStatus, TruckStatusBody } from '@ft/shared';

export interface TruckMove {
  to: TruckStatusBody['status'];
  label: string;
}

/**
 * 정지 for a listed truck, 다시 열기 for a suspended one, nothing otherwise. The server's rule (admin.service
 * `MOVES`) is not in the shared package yet, so it is mirrored here; the server decides again and answers
 * OPERATION_NOT_ALLOWED otherwise.
 */
export function truckMove(status: FoodTruckStatus): TruckMove | null {
  if (status === 'approved') return { to: 'suspended', label: '정지하기' };
  if (status === 'suspended') return { to: 'approved', label: '다시 열기' };
  return null;
}
