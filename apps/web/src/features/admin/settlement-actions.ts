import { availableSettlementTransitions, type SettlementStatus } from '@ft/shared';

export interface SettlementAction {
  to: SettlementStatus;
  /** The button. */
  label: string;
  /** A reason is asked for before sending (the machine's `requires`). */
  needsReason: boolean;
  /** The one move the screen leads with; refusals sit beside it, quieter. */
  primary: boolean;
}

const LABELS: Partial<Record<SettlementStatus, string>> = {
  approved: '승인하기',
  paid: '지급 완료 처리',
  rejected: '반려하기',
};

/**
 * The buttons an operator sees on a settlement: exactly the moves the shared machine allows an admin from
 * its status, refusals first (left) and the move forward last (right, primary). None once it is paid or
 * rejected.
 */
export function settlementActions(status: SettlementStatus): SettlementAction[] {
  return availableSettlementTransitions(status, 'admin')
    .map((edge) => ({
      to: edge.to,
      label: LABELS[edge.to] ?? edge.to,
      needsReason: edge.requires?.includes('reason') ?? false,
      primary: edge.to !== 'rejected',
    }))
    .sort((a, b) => Number(a.primary) - Number(b.primary));
}
