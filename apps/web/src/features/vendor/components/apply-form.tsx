import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ApplicationDraft } from '../draft/application-draft.ts';
import { type ApplyStepInput, type ApplyStepOutput, applyStepSchema } from '../draft/application-steps.ts';
import { BusinessFields, type BusinessForm, PayoutFields, type PayoutForm } from './business-fields.tsx';
import { FormSection, useFormChanges, useServerFieldErrors } from './fields.tsx';
import { TruckFields, type TruckForm, type TruckOptions } from './truck-fields.tsx';

export type ApplyValues = Pick<ApplicationDraft, 'business' | 'truck' | 'payout'>;

/**
 * The application's first step: business details, the truck, the payout account. Checked with the server's
 * schemas; every keystroke goes to the draft.
 */
export function ApplyForm({
  id,
  defaultValues,
  options,
  onChange,
  onValid,
  serverErrors,
}: {
  id: string;
  defaultValues: ApplyValues;
  options: TruckOptions;
  onChange: (values: Partial<ApplyValues>) => void;
  onValid: (values: ApplyStepOutput) => void;
  serverErrors?: Record<string, string> | undefined;
}) {
  const form = useForm<ApplyStepInput, unknown, ApplyStepOutput>({
    resolver: zodResolver(applyStepSchema),
    // Lists start empty rather than missing, so "required" reads as the schema's own message.
    defaultValues: {
      ...defaultValues,
      truck: { categoryIds: [], regions: [], ...defaultValues.truck },
    } as ApplyStepInput,
    mode: 'onTouched',
  });
  useFormChanges(form, onChange as (values: Partial<ApplyStepInput>) => void);
  useServerFieldErrors(form, serverErrors);
  // The three sections are shared with the truck's own page, where each is a form of its own: they take any
  // form holding their section (the paths they register are the same in both).
  const section = form as unknown as BusinessForm & PayoutForm & TruckForm;
  return (
    <form
      id={id}
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      aria-label="입점 신청서"
      className="space-y-10"
    >
      <FormSection title="사업자 정보" description="사업자등록증에 적힌 그대로 적어주세요.">
        <BusinessFields form={section} />
      </FormSection>
      <FormSection title="푸드트럭 정보" description="손님이 트럭을 찾고 고를 때 보는 정보예요.">
        <TruckFields form={section} options={options} />
      </FormSection>
      <FormSection title="정산 계좌" description="행사가 끝나면 예약 금액을 이 계좌로 정산해 드려요.">
        <PayoutFields form={section} />
      </FormSection>
    </form>
  );
}
