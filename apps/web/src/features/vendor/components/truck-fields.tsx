import {
  DEFAULT_MIN_NOTICE_HOURS,
  DEPOSIT_PERCENT_OPTIONS,
  MIN_NOTICE_HOURS_OPTIONS,
  noticeLabel,
  PAYMENT_RULES,
  SHARED_TRUCK_NAME_NOTE,
  type TruckProfileInput,
  VENDOR_LIMITS,
} from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { sameNamesQuery } from '../api/vendor.ts';
import { CheckChips, ChoiceChips } from './fields.tsx';
import { RegionPicker } from './region-picker.tsx';

/** Forms that hold a `truck` section (the application, the truck's own page). */
export type TruckForm = UseFormReturn<{ truck: TruckProfileInput }, unknown, unknown>;

export interface TruckOptions {
  truckTypes: readonly { id: number; name: string }[];
  truckSizes: readonly { id: number; name: string; lengthM: number; widthM: number }[];
  categories: readonly { id: number; name: string }[];
}

/** Empty stays empty (so "required" says so); anything else becomes a number, or NaN that zod names. */
const toNumber = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'number' ? value : Number(String(value).replace(/[,\s]/g, ''));
};

/** How long typing rests before the name is looked up. */
const NAME_CHECK_DELAY_MS = 400;

/**
 * The name a customer sees. When a listed truck already goes by it, a note suggests telling the two apart — a
 * suggestion only: the name is the owner's to keep (docs/decisions/080-trucks-that-share-a-name.md).
 */
function NameField({ form, truckId }: { form: TruckForm; truckId?: number | undefined }) {
  const typed = (form.watch('truck.name') ?? '').trim();
  const [name, setName] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setName(typed), NAME_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const sameNames = useQuery({
    ...sameNamesQuery(name, truckId),
    enabled: name.length > 0 && name.length <= VENDOR_LIMITS.truckNameMax,
  });
  const shared = name === typed && (sameNames.data?.listed ?? 0) > 0;
  return (
    <TextField
      label="푸드트럭 이름"
      placeholder="예: 달빛 떡볶이"
      hint={
        <span aria-live="polite" className={shared ? 'text-amber-800' : undefined}>
          {shared ? SHARED_TRUCK_NAME_NOTE : '손님에게 보이는 이름이에요.'}
        </span>
      }
      registration={form.register('truck.name')}
      error={form.formState.errors.truck?.name?.message}
    />
  );
}

/**
 * What customers see of the truck and what matches it to requests: name, type and size, menu categories,
 * regions, base call-out fee, servings, 예약 마감 and the introduction.
 */
export function TruckFields({
  form,
  options,
  showName = true,
  truckId,
}: {
  form: TruckForm;
  options: TruckOptions;
  showName?: boolean;
  /** The truck being edited: its own name is not another truck's. */
  truckId?: number | undefined;
}) {
  const { errors } = form.formState;
  const description = form.watch('truck.description') ?? '';
  return (
    <>
      {showName && <NameField form={form} truckId={truckId} />}
      <Controller
        control={form.control}
        name="truck.truckTypeId"
        render={({ field }) => (
          <ChoiceChips
            legend="트럭 종류"
            name={field.name}
            inputRef={field.ref}
            options={options.truckTypes.map((t) => ({ id: t.id, label: t.name }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.truck?.truckTypeId?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="truck.truckSizeId"
        render={({ field }) => (
          <ChoiceChips
            legend="트럭 크기"
            name={field.name}
            inputRef={field.ref}
            options={options.truckSizes.map((s) => ({ id: s.id, label: s.name }))}
            value={field.value}
            onChange={field.onChange}
            hint="행사장에서 자리를 잡을 때 참고해요."
            error={errors.truck?.truckSizeId?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="truck.categoryIds"
        render={({ field }) => (
          <CheckChips
            legend="메뉴 분류"
            name={field.name}
            inputRef={field.ref}
            options={options.categories.map((c) => ({ id: c.id, label: c.name }))}
            value={field.value}
            onChange={field.onChange}
            max={VENDOR_LIMITS.categoriesMax}
            hint="이 분류로 찾는 손님과 열린 요청에 트럭이 보여요."
            error={errors.truck?.categoryIds?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="truck.regions"
        render={({ field }) => (
          <RegionPicker
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={errors.truck?.regions?.message ?? errors.truck?.regions?.root?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="truck.baseFee"
        render={({ field }) => (
          <MoneyField
            label="기본 출장비"
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder="150,000"
            hint="메뉴 금액과 별도로 받는 출장비예요. 없으면 0을 적어주세요."
            error={errors.truck?.baseFee?.message}
          />
        )}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="최소 인분"
          inputMode="numeric"
          placeholder="50"
          registration={form.register('truck.minServings', { setValueAs: toNumber })}
          error={errors.truck?.minServings?.message}
        />
        <TextField
          label="최대 인분"
          inputMode="numeric"
          placeholder="300"
          registration={form.register('truck.maxServings', { setValueAs: toNumber })}
          error={errors.truck?.maxServings?.message}
        />
      </div>
      <Controller
        control={form.control}
        name="truck.minNoticeHours"
        render={({ field }) => (
          <ChoiceChips
            legend="예약 마감"
            name={field.name}
            inputRef={field.ref}
            options={MIN_NOTICE_HOURS_OPTIONS.map((hours) => ({
              id: hours,
              label: `${noticeLabel(hours)} 전`,
            }))}
            value={field.value ?? DEFAULT_MIN_NOTICE_HOURS}
            onChange={field.onChange}
            hint="행사가 이보다 가까운 열린 요청은 수락할 수 없어요. 준비에 필요한 시간을 골라주세요."
            error={errors.truck?.minNoticeHours?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="truck.depositPercent"
        render={({ field }) => (
          <ChoiceChips
            legend="계약금"
            name={field.name}
            inputRef={field.ref}
            options={DEPOSIT_PERCENT_OPTIONS.map((percent) => ({
              id: percent,
              label: percent === 100 ? '전액' : `${percent}%`,
            }))}
            value={field.value ?? PAYMENT_RULES.defaultDepositPercent}
            onChange={field.onChange}
            hint="수락하면 고객이 48시간 안에 확정 금액의 이만큼을 먼저 결제해요. 나머지는 행사 3일 전까지 결제해요."
            error={errors.truck?.depositPercent?.message}
          />
        )}
      />
      <TextAreaField
        label="소개"
        placeholder="대표 메뉴, 경력, 행사 경험처럼 손님이 고를 때 도움이 되는 이야기를 적어주세요."
        maxLength={VENDOR_LIMITS.descriptionMax}
        length={description.length}
        hint={`${VENDOR_LIMITS.descriptionMin}자 이상`}
        registration={form.register('truck.description')}
        error={errors.truck?.description?.message}
      />
    </>
  );
}
