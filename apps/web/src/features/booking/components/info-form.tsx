import { type BookingInfo, type BookingInfoInput, bookingInfoSchema, seoulDate } from '@ft/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
}: {
  id: string;
  defaultValues: DraftInfo;
  onChange?: (values: DraftInfo) => void;
  onValid: (info: BookingInfo) => void;
  /** Shown under the date (the target truck's busy days) and under the times (whether that time is free). */
  dateHelper?: (props: WhenHelperProps) => ReactNode;
  timeHelper?: (props: WhenHelperProps) => ReactNode;
}) {
  const form = useForm<InfoFormValues, unknown, BookingInfo>({
    resolver: zodResolver(bookingInfoSchema),
    defaultValues: defaultValues as InfoFormValues,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  useFormChanges(form, onChange as ((values: Partial<InfoFormValues>) => void) | undefined);

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
