import {
  type ApplicationDetail,
  applicationRejectBodySchema,
  groupDigits,
  VENDOR_LIMITS,
  withParticle,
} from '@ft/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useKeptSheet, useKeptState } from '../../../lib/kept-work.ts';
import type { ApiError } from '../../../shell/api-client.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import {
  adminKeys,
  useApproveApplicationMutation,
  useRejectApplicationMutation,
} from '../api/applications.ts';

type Decision = 'approve' | 'reject';

/** Someone else decided first (409/422 BUSINESS_RULE_VIOLATION): say so and show what they decided. */
const wasDecidedElsewhere = (error: ApiError) =>
  error.code === 'BUSINESS_RULE_VIOLATION' || error.code === 'CONFLICT' || error.status === 409;

function ApproveDialog({
  application,
  onClose,
  onDecided,
  onDecidedElsewhere,
}: {
  application: ApplicationDetail;
  onClose: () => void;
  onDecided: (application: ApplicationDetail) => void;
  onDecidedElsewhere: (error: ApiError) => void;
}) {
  const approve = useApproveApplicationMutation(application.id);
  const truck = application.truck.name;
  const description =
    application.kind === 'new'
      ? `‘${truck}’ 푸드트럭이 목록에 공개되고, ${withParticle(application.applicant.nickname, '은/는')} 사장님이 돼요.`
      : `새 사업자 정보와 정산 계좌가 ‘${truck}’에 바로 적용돼요.`;
  const submit = async () => {
    try {
      onDecided(await approve.mutateAsync());
    } catch (error) {
      const apiError = error as ApiError;
      if (wasDecidedElsewhere(apiError)) onDecidedElsewhere(apiError);
      else if (apiError.status > 0 && apiError.status < 500)
        toast.error('승인하지 못했어요', apiError.message);
      // Network and server failures were already announced by the API client.
    }
  };
  return (
    <Dialog
      title={application.kind === 'new' ? '입점을 승인할까요?' : '정보 변경을 승인할까요?'}
      description={description}
      onClose={onClose}
    >
      <div className="flex gap-2">
        <button type="button" onClick={onClose} className={`${SECONDARY_BUTTON} flex-1`}>
          취소
        </button>
        <button
          type="button"
          onClick={() => void submit()}
          disabled={approve.isPending}
          aria-busy={approve.isPending}
          className={`${PRIMARY_BUTTON} flex-[2] disabled:opacity-60`}
        >
          {approve.isPending ? '승인하는 중…' : '승인하기'}
        </button>
      </div>
    </Dialog>
  );
}

function RejectDialog({
  application,
  keptAs,
  onClose,
  onDecided,
  onDecidedElsewhere,
}: {
  application: ApplicationDetail;
  keptAs: string;
  onClose: () => void;
  onDecided: (application: ApplicationDetail) => void;
  onDecidedElsewhere: (error: ApiError) => void;
}) {
  const reject = useRejectApplicationMutation(application.id);
  const id = useId();
  const [reason, setReason] = useKeptState(`${keptAs}:reason`, '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = applicationRejectBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '반려 사유를 확인해주세요');
      return;
    }
    setError(null);
    try {
      onDecided(await reject.mutateAsync(parsed.data));
    } catch (caught) {
      const apiError = caught as ApiError;
      if (apiError.fields?.reason) setError(apiError.fields.reason);
      else if (wasDecidedElsewhere(apiError)) onDecidedElsewhere(apiError);
      else if (apiError.status > 0 && apiError.status < 500) setError(apiError.message);
    }
  };
  const length = reason.trim().length;
  return (
    <Dialog
      title="반려 사유를 알려주세요"
      description="신청자가 입점하기 화면에서 이 내용을 보고 고쳐서 다시 신청해요. 무엇을 고치면 되는지 적어주세요."
      onClose={onClose}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="반려">
        <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-semibold text-gray-800">
          반려 사유
        </label>
        <textarea
          id={`${id}-reason`}
          autoFocus
          rows={5}
          value={reason}
          maxLength={VENDOR_LIMITS.rejectionReasonMax}
          onChange={(event) => setReason(event.target.value)}
          placeholder="예: 사업자등록증 사진이 흐려서 번호를 읽을 수 없어요. 선명한 사진으로 다시 올려주세요."
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          className={`w-full rounded-xl border bg-white px-4 py-3 text-base placeholder:text-gray-500 ${error ? 'border-red-600' : 'border-gray-300'}`}
        />
        <p
          id={`${id}-note`}
          className={`mt-1.5 flex justify-between gap-3 text-sm ${error ? 'text-red-700' : 'text-gray-600'}`}
        >
          <span role={error ? 'alert' : undefined}>
            {error ?? `${VENDOR_LIMITS.rejectionReasonMin}자 이상 적어주세요`}
          </span>
          <span className="shrink-0 tabular-nums">
            {groupDigits(length)}/{groupDigits(VENDOR_LIMITS.rejectionReasonMax)}
          </span>
        </p>
        <div className="mt-5 flex gap-2">
          <button type="button" onClick={onClose} className={`${SECONDARY_BUTTON} flex-1`}>
            취소
          </button>
          <button
            type="submit"
            disabled={reject.isPending}
            aria-busy={reject.isPending}
            className="flex min-h-12 flex-[2] items-center justify-center rounded-xl bg-red-700 text-base font-bold text-white disabled:opacity-60"
          >
            {reject.isPending ? '반려하는 중…' : '반려하기'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * 반려 / 승인 at the bottom of a pending application, each behind its own sheet (a confirmation; a reason).
 * `onDecided` gets the server's answer.
 */
export function DecisionBar({
  application,
  onDecided,
}: {
  application: ApplicationDetail;
  onDecided: (application: ApplicationDetail, decision: Decision) => void;
}) {
  // The open sheet and the reason typed in it survive a session that expires mid-review (lib/kept-work.ts).
  const scope = `admin-application:${application.id}`;
  const [open, setOpen, close] = useKeptSheet<Decision>(scope);
  const queryClient = useQueryClient();
  const decidedElsewhere = (error: ApiError) => {
    close();
    toast.warning('이미 처리된 신청이에요', error.message);
    void queryClient.invalidateQueries({ queryKey: adminKeys.applications });
  };
  return (
    <section
      aria-label="심사 결정"
      className="sticky bottom-0 z-20 -mx-4 mt-8 flex gap-2 border-t border-gray-200 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]"
    >
      <button type="button" onClick={() => setOpen('reject')} className={`${SECONDARY_BUTTON} flex-1`}>
        반려하기
      </button>
      <button type="button" onClick={() => setOpen('approve')} className={`${PRIMARY_BUTTON} flex-[2]`}>
        승인하기
      </button>
      {open === 'approve' && (
        <ApproveDialog
          application={application}
          onClose={close}
          onDecided={(answer) => {
            close();
            onDecided(answer, 'approve');
          }}
          onDecidedElsewhere={decidedElsewhere}
        />
      )}
      {open === 'reject' && (
        <RejectDialog
          application={application}
          keptAs={scope}
          onClose={close}
          onDecided={(answer) => {
            close();
            onDecided(answer, 'reject');
          }}
          onDecidedElsewhere={decidedElsewhere}
        />
      )}
    </section>
  );
}
