import { type FoodTruckStatus, TRUCK_STATUS_MOVES, type TruckStatusBody } from '@ft/shared';

export interface TruckMove {
  to: TruckStatusBody['status'];
  label: string;
}

const LABELS: Record<TruckStatusBody['status'], string> = { suspended: '정지하기', approved: '다시 열기' };

/** 정지 for a listed truck, 다시 열기 for a suspended one, nothing otherwise: the shared rule the server applies. */
export function truckMove(status: FoodTruckStatus): TruckMove | null {
  const to = (Object.keys(TRUCK_STATUS_MOVES) as TruckStatusBody['status'][]).find(
    (move) => TRUCK_STATUS_MOVES[move] === status,
  );
  return to ? { to, label: LABELS[to] } : null;
}
