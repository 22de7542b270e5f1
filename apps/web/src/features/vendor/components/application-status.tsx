import type { OwnTruck } from '@ft/shared';
import { Link } from 'react-router';
import { vendorPaths } from '../../../lib/vendor-paths.ts';
import { formatKstDate } from '../../../shell/format.ts';
import { paths } from '../../../shell/paths.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { type ApplicationDraft, hasProgress } from '../draft/application-draft.ts';
import { TruckStatusBadge } from './truck-status-badge.tsx';

/** What /register says to someone signed in, from their trucks (newest first) and the draft on this device. */
export type ApplicantState =
  | { kind: 'vendor'; trucks: OwnTruck[] }
  | { kind: 'pending'; truck: OwnTruck }
  | { kind: 'rejected'; truck: OwnTruck }
  | { kind: 'none' };

/**
 * The one thing to show: a vendor (a truck was approved, even if later stopped) manages their trucks; else the
 * newest application decides — under review, or turned down with its reason; else nothing was sent yet.
 */
export function applicantState(trucks: readonly OwnTruck[]): ApplicantState {
  const listed = trucks.filter((t) => t.status === 'approved' || t.status === 'suspended');
  if (listed.length > 0) return { kind: 'vendor', trucks: [...trucks] };
  const newest = trucks[0];
  if (newest?.status === 'pending') return { kind: 'pending', truck: newest };
  if (newest?.status === 'rejected') return { kind: 'rejected', truck: newest };
  return { kind: 'none' };
}

const CARD = 'rounded-2xl border border-gray-200 p-5';

function Submitted({ truck }: { truck: OwnTruck }) {
  return truck.application ? (
    <p className="mt-1 text-sm text-gray-600">{formatKstDate(truck.application.submittedAt)} 신청</p>
  ) : null;
}

/** A draft in progress on this device: carry on, or throw it away and start over. */
export function DraftActions({
  draft,
  onStartNew,
  startLabel = '입점 신청하기',
}: {
  draft: ApplicationDraft;
  onStartNew: () => void | Promise<void>;
  startLabel?: string;
}) {
  if (!hasProgress(draft)) {
    return (
      <button type="button" onClick={() => void onStartNew()} className={PRIMARY_BUTTON}>
        {startLabel}
      </button>
    );
  }
  return (
    <div className="space-y-2">
      <Link to={paths.registerStep('apply')} className={PRIMARY_BUTTON}>
        이어서 작성하기
      </Link>
      <button type="button" onClick={() => void onStartNew()} className={SECONDARY_BUTTON}>
        처음부터 다시 쓰기
      </button>
      <p className="text-center text-xs text-gray-600">
        {formatKstDate(new Date(draft.savedAt))}에 저장한 신청서가 있어요.
      </p>
    </div>
  );
}

/** The applicant's state on /register, with the one action that moves it on. */
export function ApplicationStatus({
  state,
  draft,
  onStartNew,
  onResubmit,
}: {
  state: ApplicantState;
  draft: ApplicationDraft;
  onStartNew: () => void | Promise<void>;
  onResubmit: (truck: OwnTruck) => void | Promise<void>;
}) {
  switch (state.kind) {
    case 'vendor': {
      const inReview = state.trucks.filter((t) => t.status === 'pending' || t.status === 'rejected');
      return (
        <section aria-label="입점 현황" className={CARD}>
          <p className="text-sm font-semibold text-emerald-700">입점 완료</p>
          <h2 className="mt-1 text-xl font-bold">사장님, 환영해요!</h2>
          <p className="mt-1 text-[15px] text-gray-700">
            트럭 정보와 메뉴, 사진은 내 푸드트럭에서 언제든 고칠 수 있어요.
          </p>
          {inReview.length > 0 && (
            <ul className="mt-3 space-y-1 text-sm">
              {inReview.map((t) => (
                <li key={t.id} className="flex items-center gap-2">
                  <TruckStatusBadge status={t.status} />
                  <span className="truncate">{t.name}</span>
                </li>
              ))}
            </ul>
          )}
          <Link to={vendorPaths.trucks} className={`${PRIMARY_BUTTON} mt-4`}>
            내 푸드트럭 관리
          </Link>
        </section>
      );
    }
    case 'pending':
      return (
        <section aria-label="입점 현황" className={CARD}>
          <div className="flex items-center justify-between gap-3">
            <h2 className="truncate text-xl font-bold">{state.truck.name}</h2>
            <TruckStatusBadge status="pending" />
          </div>
          <Submitted truck={state.truck} />
          <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-[15px] text-amber-900">
            운영자가 신청 내용을 확인하고 있어요. 심사는 보통 1~2 영업일 걸리고, 결과는 여기에서 알려드려요.
          </p>
        </section>
      );
    case 'rejected': {
      const continuing = draft.resubmitTruckId === state.truck.id && hasProgress(draft);
      return (
        <section aria-label="입점 현황" className={CARD}>
          <div className="flex items-center justify-between gap-3">
            <h2 className="truncate text-xl font-bold">{state.truck.name}</h2>
            <TruckStatusBadge status="rejected" />
          </div>
          <Submitted truck={state.truck} />
          <div className="mt-3 rounded-xl bg-red-50 px-4 py-3">
            <p className="text-sm font-semibold text-red-900">반려 사유</p>
            <p className="mt-0.5 text-[15px] whitespace-pre-line text-red-900">
              {state.truck.application?.rejectionReason ??
                '사유가 적혀 있지 않아요. 고객센터로 문의해주세요.'}
            </p>
          </div>
          <div className="mt-4 space-y-2">
            {continuing ? (
              <Link to={paths.registerStep('apply')} className={PRIMARY_BUTTON}>
                이어서 고치기
              </Link>
            ) : (
              <button type="button" onClick={() => void onResubmit(state.truck)} className={PRIMARY_BUTTON}>
                수정해서 다시 신청
              </button>
            )}
          </div>
        </section>
      );
    }
    case 'none':
      return (
        <section aria-label="입점 신청" className={CARD}>
          <h2 className="text-xl font-bold">지금 바로 신청할 수 있어요</h2>
          <p className="mt-1 mb-4 text-[15px] text-gray-700">10분이면 충분해요. 서류 사진만 준비해 주세요.</p>
          <DraftActions draft={draft} onStartNew={onStartNew} />
        </section>
      );
  }
}
