import { type BookingInfo, type BookingInfoInput, bookingInfoSchema, seoulDate } from '@ft/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { DraftInfo } from '../draft/draft-store.ts';
import { AddressField } from './address-field.tsx';
import { useFormChanges } from './use-form-changes.ts';

export type InfoFormValues = BookingInfoInput;

/** What a helper beside the date and times sees of them, and how it may pick a date (a calendar of free days). */
export interface WhenHelperProps {
  eventDate: string | undefined;
  startTime: string | undefined;
  endTime: string | undefined;
  pickDate: (date: string) => void;
}

/** Empty stays empty (so "required" says so); anything else becomes a number, or NaN that zod names. */
const toNumber = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'number' ? value : Number(String(value).replace(/[,\s]/g, ''));
};

/**
 * Step 2, and the 행사 정보 section of the edit screen: name, date, times, guests, place and budget, checked
 * by the same schema as the server. Every change is handed to `onChange` so the draft survives a reload.
 */
export function InfoForm({
  id,
  defaultValues,
  onChange,
  onValid,
  dateHelper,
  timeHelper,
  dateHint,
  refusedDate,
  focusDate = false,
}: {
  id: string;
  defaultValues: DraftInfo;
  onChange?: (values: DraftInfo) => void;
  onValid: (info: BookingInfo) => void;
  /** Shown under the date (the target truck's busy days) and under the times (whether that time is free). */
  dateHelper?: (props: WhenHelperProps) => ReactNode;
  timeHelper?: (props: WhenHelperProps) => ReactNode;
  /** Words under the date (다시 요청하기: why it was cleared). */
  dateHint?: string | undefined;
  /** A date that may not be picked (the one the truck refused), and what to say when it is. */
  refusedDate?: { date: string; message: string } | undefined;
  /** Puts focus on the date when the form opens (a re-request whose date must be chosen again). */
  focusDate?: boolean;
}) {
  const schemaResolver = zodResolver(bookingInfoSchema);
  const resolver: Resolver<InfoFormValues, unknown, BookingInfo> = async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (!refusedDate || values.eventDate !== refusedDate.date) return result;
    return {
      values: {},
      errors: { ...result.errors, eventDate: { type: 'refused', message: refusedDate.message } },
    };
  };
  const form = useForm<InfoFormValues, unknown, BookingInfo>({
    resolver,
    defaultValues: defaultValues as InfoFormValues,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  useFormChanges(form, onChange as ((values: Partial<InfoFormValues>) => void) | undefined);

  // Once, on opening: the person came here to choose the date.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first value counts
  useEffect(() => {
    if (focusDate) form.setFocus('eventDate');
  }, []);

  const [eventDate, startTime, endTime] = form.watch(['eventDate', 'startTime', 'endTime']);
  const when: WhenHelperProps = {
    eventDate,
    startTime,
    endTime,
    pickDate: (date) => form.setValue('eventDate', date, { shouldValidate: true, shouldTouch: true }),
  };
  return (
    <form
      id={id}
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      className="space-y-5"
      aria-label="행사 정보"
    >
      <TextField
        label="행사 이름"
        placeholder="예: 창립 10주년 사내 행사"
        registration={form.register('eventName')}
        error={errors.eventName?.message}
      />
      <TextField
        label="행사 날짜"
        type="date"
        min={seoulDate()}
        hint={dateHint}
        registration={form.register('eventDate')}
        error={errors.eventDate?.message}
      />
      {dateHelper?.(when)}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="시작 시간"
          type="time"
          step={600}
          registration={form.register('startTime')}
          error={errors.startTime?.message}
        />
        <TextField
          label="종료 시간"
          type="time"
          step={600}
          registration={form.register('endTime')}
          error={errors.endTime?.message}
        />
      </div>
      {timeHelper?.(when)}
      <TextField
        label="예상 인원 (명)"
        inputMode="numeric"
        placeholder="예: 150"
        registration={form.register('guestCount', { setValueAs: toNumber })}
        error={errors.guestCount?.message}
      />
      <AddressField form={form} />
      <Controller
        control={form.control}
        name="budget"
        render={({ field }) => (
          <MoneyField
            label="예산 (선택)"
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder="1,500,000"
            hint="정하지 않았다면 비워 두세요."
            error={errors.budget?.message}
          />
        )}
      />
    </form>
  );
}
