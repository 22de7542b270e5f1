import type { BookingFunnel } from './api/overview.ts';

type Stage = BookingFunnel[number]['stage'];

export const FUNNEL_STAGE_LABELS: Record<Stage, string> = {
  drafts_started: '예약 작성 시작',
  requested: '예약 요청',
  accepted: '사장님 확정',
  payment_started: '결제 시작',
  paid: '결제 완료',
  completed: '행사 완료',
};

export interface FunnelRow {
  stage: Stage;
  label: string;
  count: number;
  /** Counted by browsers (may miss blocked or offline visits), not from bookings. */
  fromClient: boolean;
  /** The bar's length: this stage against the largest, 0–100. */
  width: number;
  /**
   * Of the stage before, how many reached this one (0–100, whole percent), or null for the first stage, an
   * empty stage before, or a stage before that counted fewer (browser counts can fall short of the server's).
   */
  conversion: number | null;
}

/** The funnel as bars: lengths against the largest stage, conversions against the stage before. */
export function funnelRows(funnel: BookingFunnel): FunnelRow[] {
  const max = Math.max(0, ...funnel.map((stage) => stage.count));
  return funnel.map((stage, index) => {
    const previous = index > 0 ? funnel[index - 1] : undefined;
    const comparable = previous !== undefined && previous.count > 0 && stage.count <= previous.count;
    return {
      stage: stage.stage,
      label: FUNNEL_STAGE_LABELS[stage.stage],
      count: stage.count,
      fromClient: stage.source === 'client',
      width: max === 0 ? 0 : Math.round((stage.count / max) * 100),
      conversion: comparable ? Math.round((stage.count / previous.count) * 100) : null,
    };
  });
}

/** Requests that ended in a completed event, from the server's own counts (whole percent), or null. */
export function requestToCompletion(funnel: BookingFunnel): number | null {
  const requested = funnel.find((stage) => stage.stage === 'requested')?.count ?? 0;
  const completed = funnel.find((stage) => stage.stage === 'completed')?.count ?? 0;
  return requested > 0 ? Math.round((completed / requested) * 100) : null;
}
