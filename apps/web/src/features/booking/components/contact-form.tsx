import { BOOKING_LIMITS, bookingContactSchema, bookingRequestsSchema } from '@ft/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PhoneField, TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { useFormChanges } from './use-form-changes.ts';

const contactStepSchema = z.object({ contact: bookingContactSchema, requests: bookingRequestsSchema });
export type ContactStepInput = z.input<typeof contactStepSchema>;
export type ContactStepOutput = z.output<typeof contactStepSchema>;

/** Step 4, and the 연락처·요청사항 section of the edit screen. */
export function ContactForm({
  id,
  defaultValues,
  onChange,
  onValid,
}: {
  id: string;
  defaultValues: { contact: Partial<ContactStepInput['contact']>; requests: string };
  onChange?: (values: { contact: Partial<ContactStepInput['contact']>; requests: string }) => void;
  onValid: (values: ContactStepOutput) => void;
}) {
  const form = useForm<ContactStepInput, unknown, ContactStepOutput>({
    resolver: zodResolver(contactStepSchema),
    defaultValues: defaultValues as ContactStepInput,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const forward = useCallback(
    (values: Partial<ContactStepInput>) =>
      onChange?.({ contact: values.contact ?? {}, requests: values.requests ?? '' }),
    [onChange],
  );
  useFormChanges(form, onChange && forward);
  const requests = form.watch('requests') ?? '';

  return (
    <form
      id={id}
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      className="space-y-5"
      aria-label="연락처와 요청사항"
    >
      <TextField
        label="담당자 이름"
        autoComplete="name"
        registration={form.register('contact.name')}
        error={errors.contact?.name?.message}
      />
      <PhoneField registration={form.register('contact.phone')} error={errors.contact?.phone?.message} />
      <TextField
        label="이메일"
        type="email"
        autoComplete="email"
        placeholder="name@example.com"
        hint="견적과 확정 소식을 보내드려요."
        registration={form.register('contact.email')}
        error={errors.contact?.email?.message}
      />
      <TextAreaField
        label="요청사항 (선택)"
        placeholder="전기 사용 가능 여부, 주차 공간, 알레르기 등 미리 알려주실 내용을 적어주세요."
        maxLength={BOOKING_LIMITS.requestsMax}
        length={requests.length}
        registration={form.register('requests')}
        error={errors.requests?.message}
      />
    </form>
  );
}
