import {
  BLOCK_REASON_LABELS,
  BLOCK_REASONS,
  type BlockCreateBody,
  type BlockReason,
  blockCreateBodySchema,
} from '@ft/shared';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { ApiError } from '../../../shell/api-client.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { useAddBlockMutation } from '../api/availability.ts';
import { dayLabel } from '../month.ts';

type Mode = 'days' | 'hours';
type Field = 'endDate' | 'startTime' | 'endTime' | 'note' | 'reason' | 'startDate';

const input =
  'h-12 w-full rounded-xl border bg-white px-4 text-base placeholder:text-gray-500 aria-[invalid=true]:border-red-600';

/** What the vendor chose, as the block call takes it (whole days, or hours of the one day). */
export function blockBody(values: {
  mode: Mode;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  reason: BlockReason;
  note: string;
}): BlockCreateBody {
  const note = values.note.trim();
  return {
    startDate: values.startDate,
    ...(values.mode === 'days'
      ? values.endDate && values.endDate !== values.startDate
        ? { endDate: values.endDate }
        : {}
      : { startTime: values.startTime, endTime: values.endTime }),
    reason: values.reason,
    ...(note ? { note } : {}),
  };
}

/** "12월 5일 (토) 하루 종일 · 휴무", "12월 5일 (토) ~ 12월 7일 (월) · 정비", "12월 5일 (토) 10:00~14:00 · 다른 일정" */
export function describeBlock(body: BlockCreateBody): string {
  const when = body.startTime
    ? `${dayLabel(body.startDate)} ${body.startTime}~${body.endTime}`
    : body.endDate && body.endDate !== body.startDate
      ? `${dayLabel(body.startDate)} ~ ${dayLabel(body.endDate)}`
      : `${dayLabel(body.startDate)} 하루 종일`;
  return `${when} · ${BLOCK_REASON_LABELS[body.reason]}`;
}

/**
 * 이날 막기: whole days from the chosen day (to a last day), or some hours of it; 휴무 · 정비 · 다른 일정 and
 * an optional note. Checked with the server's schema first; a block over an accepted booking or another block
 * is refused by the database (BLOCK_OVERLAP) and said so here.
 */
export function BlockSheet({
  truckId,
  date,
  defaultMode = 'days',
  onClose,
}: {
  truckId: number;
  date: string;
  /** Hours first on a day that already holds something (a whole day would overlap it). */
  defaultMode?: Mode;
  onClose: () => void;
}) {
  const id = useId();
  const add = useAddBlockMutation(truckId);
  const [mode, setMode] = useState<Mode>(defaultMode);
  const [endDate, setEndDate] = useState(date);
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const [reason, setReason] = useState<BlockReason>('day_off');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = blockBody({ mode, startDate: date, endDate, startTime, endTime, reason, note });
    if (mode === 'hours' && (!startTime || !endTime)) {
      setErrors({ [startTime ? 'endTime' : 'startTime']: '시간을 골라주세요' });
      return;
    }
    const parsed = blockCreateBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'startDate') as Field;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      await add.mutateAsync(parsed.data);
      onClose();
      toast.success(
        '일정을 막았어요',
        `${describeBlock(parsed.data)} · 이 시간에는 예약 요청을 받지 않아요.`,
      );
    } catch (caught) {
      const error = caught as ApiError;
      if (!(error.status >= 400 && error.status < 500)) return;
      if (error.fields && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as Partial<Record<Field, string>>);
        if (error.fields.startDate) setFormError(error.fields.startDate);
      } else if (error.code === 'BLOCK_OVERLAP') {
        setFormError('확정된 예약이나 이미 막아 둔 일정과 겹쳐요. 그 시간을 빼고 다시 골라주세요.');
      } else setFormError(error.message);
    }
  };

  const fieldNote = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const chip = (active: boolean) =>
    `flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-xl border px-3 text-[15px] font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 ${
      active ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-300 text-gray-800'
    }`;

  return (
    <Dialog
      title={`${dayLabel(date)} 일정 막기`}
      description="막아 둔 시간에는 고객이 예약을 요청할 수 없어요."
      onClose={onClose}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="일정 막기" className="space-y-5">
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
            {formError}
          </p>
        )}
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-gray-800">언제</legend>
          <div className="flex gap-2">
            {(['days', 'hours'] as const).map((value) => (
              <label key={value} className={chip(mode === value)}>
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={value}
                  checked={mode === value}
                  onChange={() => {
                    setMode(value);
                    setErrors({});
                  }}
                  className="sr-only"
                />
                {value === 'days' ? '하루 종일' : '시간 지정'}
              </label>
            ))}
          </div>
        </fieldset>
        {mode === 'days' ? (
          <div>
            <label htmlFor={`${id}-end`} className="mb-1.5 block text-sm font-semibold text-gray-800">
              마지막 날 <span className="font-normal text-gray-600">(여러 날이면 바꿔주세요)</span>
            </label>
            <input
              id={`${id}-end`}
              type="date"
              min={date}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              aria-invalid={errors.endDate ? true : undefined}
              aria-describedby={described('endDate')}
              className={`${input} border-gray-300`}
            />
            {fieldNote('endDate')}
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label
                htmlFor={`${id}-start-time`}
                className="mb-1.5 block text-sm font-semibold text-gray-800"
              >
                시작 시간
              </label>
              <input
                id={`${id}-start-time`}
                type="time"
                step={600}
                value={startTime}
                onChange={(event) => setStartTime(event.target.value)}
                aria-invalid={errors.startTime ? true : undefined}
                aria-describedby={described('startTime')}
                className={`${input} border-gray-300`}
              />
              {fieldNote('startTime')}
            </div>
            <div>
              <label htmlFor={`${id}-end-time`} className="mb-1.5 block text-sm font-semibold text-gray-800">
                끝 시간
              </label>
              <input
                id={`${id}-end-time`}
                type="time"
                step={600}
                value={endTime}
                onChange={(event) => setEndTime(event.target.value)}
                aria-invalid={errors.endTime ? true : undefined}
                aria-describedby={described('endTime')}
                className={`${input} border-gray-300`}
              />
              {fieldNote('endTime')}
            </div>
          </div>
        )}
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-gray-800">사유</legend>
          <div className="flex gap-2">
            {BLOCK_REASONS.map((value) => (
              <label key={value} className={chip(reason === value)}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="sr-only"
                />
                {BLOCK_REASON_LABELS[value]}
              </label>
            ))}
          </div>
          {fieldNote('reason')}
        </fieldset>
        <div>
          <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-semibold text-gray-800">
            메모 <span className="font-normal text-gray-600">(선택, 나만 봐요)</span>
          </label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={100}
            onChange={(event) => setNote(event.target.value)}
            placeholder="예: 타이어 교체"
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={described('note')}
            className={`${input} border-gray-300`}
          />
          {fieldNote('note')}
        </div>
        <div className="flex gap-2">
          <button type="button" onClick={onClose} className={`${SECONDARY_BUTTON} flex-1`}>
            닫기
          </button>
          <button
            type="submit"
            disabled={add.isPending}
            aria-busy={add.isPending}
            className={`${PRIMARY_BUTTON} flex-[2] disabled:opacity-60`}
          >
            {add.isPending ? '막는 중…' : '일정 막기'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
