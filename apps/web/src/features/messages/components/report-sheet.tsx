import { MESSAGE_LIMITS } from '@ft/shared';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldNote, noteIdOf } from '../../../components/ui/field-note.tsx';
import { SheetButtons } from '../../../components/ui/sheet-buttons.tsx';
import type { ApiError } from '../../../shell/api-client.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { useReportThread } from '../api/messages.ts';

/** 대화 신고하기 on a booking's thread (its truck's). */
export function ReportSheet({
  bookingId,
  truckId,
  onClose,
}: {
  bookingId: string;
  truckId: number;
  onClose: () => void;
}) {
  const report = useReportThread(bookingId);
  return (
    <ReportDialog
      report={(reason, callbacks) => report.mutate({ truckId, reason }, callbacks)}
      pending={report.isPending}
      onClose={onClose}
    />
  );
}

/** 대화 신고하기: a reason, then operators may read the conversation (the other side is not told). */
export function ReportDialog({
  report,
  pending,
  onClose,
}: {
  report: (
    reason: string,
    callbacks: { onSuccess: () => void; onError: (failure: ApiError) => void },
  ) => void;
  pending: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('신고 사유를 적어주세요');
      return;
    }
    report(reason.trim(), {
      onSuccess: () => {
        toast.success('대화를 신고했어요', '운영자가 대화를 읽고 확인할게요.');
        onClose();
      },
      onError: (failure) => setError(failure.fields?.reason ?? failure.message),
    });
  };

  return (
    <Dialog
      title="대화 신고하기"
      description="신고하면 운영자가 이 대화를 읽을 수 있어요. 상대방에게는 알리지 않아요."
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-800">
          신고 사유
        </label>
        <textarea
          id={id}
          rows={3}
          value={reason}
          maxLength={MESSAGE_LIMITS.reportReasonMax}
          placeholder="예: 플랫폼 밖에서 입금을 요구해요"
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteIdOf(id, error)}
          className={`w-full rounded-xl border bg-white px-4 py-3 text-base placeholder:text-gray-500 ${error ? 'border-red-600' : 'border-gray-300'}`}
        />
        <FieldNote id={id} error={error} />
        <SheetButtons onClose={onClose} pending={pending} danger>
          신고하기
        </SheetButtons>
      </form>
    </Dialog>
  );
}
