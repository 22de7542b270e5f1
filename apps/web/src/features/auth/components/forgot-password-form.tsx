import { type BusinessInfo, passwordResetRequestSchema } from '@ft/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '../../../components/ui/text-field.tsx';
import { clearKeptWork, useKeptFormValues } from '../../../lib/kept-work.ts';
import type { ApiErrorLike } from '../../../shell/api-client.ts';
import { paths } from '../../../shell/paths.ts';
import { siteQuery } from '../../../shell/site.ts';
import { PRIMARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { usePasswordResetRequestMutation } from '../api/password-reset.ts';

const KEPT = 'forgot-password';
const LINK = 'inline-flex min-h-11 items-center font-semibold underline';

/** Where to turn without mail: the support contact the footer shows (a demo's stand-ins are not dialled). */
export function SupportContact({ business }: { business: BusinessInfo | undefined }) {
  if (!business) return <>고객센터로 문의해주세요.</>;
  if (business.demo)
    return (
      <>
        고객센터({business.supportPhone} · {business.supportEmail})로 문의해주세요.
      </>
    );
  return (
    <>
      고객센터(
      <a href={`tel:${business.supportPhone.replace(/\D/g, '')}`} className={LINK}>
        {business.supportPhone}
      </a>
      {' · '}
      <a href={`mailto:${business.supportEmail}`} className={LINK}>
        {business.supportEmail}
      </a>
      )로 문의해주세요.
    </>
  );
}

type Outcome = { sent: string } | { unavailable: true } | null;

/**
 * The address to send the link to. Every address gets the same answer (nobody learns who has an account); a
 * server without mail says so and names support instead. What was typed is kept across a reload.
 */
export function ForgotPasswordForm() {
  const request = usePasswordResetRequestMutation();
  const business = useQuery(siteQuery()).data?.business;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  useKeptFormValues(form, KEPT);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync({ email });
      clearKeptWork(KEPT);
      setOutcome({ sent: email });
    } catch (error) {
      const failure = error as ApiErrorLike & { fields?: Record<string, string>; retryAfterS?: number };
      if (failure.code === 'PASSWORD_RESET_UNAVAILABLE') return setOutcome({ unavailable: true });
      if (failure.fields?.email) return form.setError('email', { message: failure.fields.email });
      const wait = failure.status === 429 && failure.retryAfterS ? Math.ceil(failure.retryAfterS / 60) : 0;
      form.setError('root', {
        message: wait ? `요청이 많았어요. ${wait}분 뒤에 다시 시도해주세요.` : failure.message,
      });
    }
  });

  if (outcome && 'sent' in outcome) {
    return (
      <div role="status" className="space-y-3">
        <h2 className="text-lg font-bold">메일을 보냈어요</h2>
        <p className="text-[15px] text-gray-700">
          입력한 이메일({outcome.sent})로 가입한 계정이 있다면 비밀번호를 다시 정하는 링크를 보냈어요. 링크는
          30분 동안 한 번 쓸 수 있어요.
        </p>
        <p className="text-sm text-gray-600">
          메일이 오지 않으면 스팸함을 확인하거나 잠시 뒤 다시 요청해주세요.
        </p>
        <div className="flex flex-col gap-2 pt-2">
          <Link to={paths.profile} className={PRIMARY_BUTTON}>
            로그인하러 가기
          </Link>
          <button type="button" onClick={() => setOutcome(null)} className={`${LINK} self-center`}>
            다시 보내기
          </button>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="비밀번호 찾기">
      <p className="text-[15px] text-gray-700">
        가입한 이메일을 알려주시면 비밀번호를 다시 정하는 링크를 보내드려요.
      </p>
      <TextField
        label="이메일"
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      {outcome && 'unavailable' in outcome && (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          지금은 비밀번호 찾기 메일을 보낼 수 없어요. <SupportContact business={business} />
        </p>
      )}
      <FormAlert message={errors.root?.message} />
      <SubmitButton pending={isSubmitting}>재설정 링크 받기</SubmitButton>
      <p className="text-sm text-gray-600">카카오로 가입했다면 비밀번호 없이 카카오로 로그인할 수 있어요.</p>
    </form>
  );
}
