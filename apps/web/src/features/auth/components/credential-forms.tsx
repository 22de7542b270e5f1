import {
  loginBodySchema,
  PASSWORD_MIN_LENGTH,
  type PolicySlug,
  type SignupInput,
  signupBodySchema,
} from '@ft/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormAlert, SubmitButton, TextField } from '../../../components/ui/text-field.tsx';
import type { ApiErrorLike } from '../../../shell/api-client.ts';
import { paths } from '../../../shell/paths.ts';
import { useLoginMutation, useSignupMutation } from '../api/auth.ts';
import { ConsentFields } from './consent-fields.tsx';

/** Nothing ticked: each consent is the person's own choice (전체 동의 ticks them all at once). */
export const NO_CONSENTS = { terms: false, privacy: false, age14: false, marketing: false };

/**
 * A form that sends its values to the server: field errors from the server land on their inputs, anything
 * else above the button, and what was typed stays.
 */
export function useServerForm<T extends FieldValues, Out extends FieldValues = T>(
  schema: z.ZodType<Out, T>,
  defaultValues: DefaultValues<T>,
  send: (values: Out) => Promise<unknown>,
  onDone: () => void,
) {
  const form = useForm<T, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
      onDone();
    } catch (error) {
      const apiError = error as ApiErrorLike & { fields?: Record<string, string> };
      const fields = Object.entries(apiError.fields ?? {});
      for (const [name, message] of fields) form.setError(name as Path<T>, { message });
      if (fields.length === 0) form.setError('root', { message: apiError.message });
    }
  });
  return { form, submit, errors: form.formState.errors, pending: form.formState.isSubmitting };
}

export function LoginForm({ onDone }: { onDone: () => void }) {
  const login = useLoginMutation();
  const { form, submit, errors, pending } = useServerForm(
    loginBodySchema,
    { email: '', password: '' },
    login.mutateAsync,
    onDone,
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="이메일 로그인">
      {/* The account's 아이디 is its email: named as the failure message names it (아이디 또는 비밀번호를 확인해주세요.). */}
      <TextField
        label="아이디(이메일)"
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <TextField
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <FormAlert message={errors.root?.message} />
      <SubmitButton pending={pending}>로그인</SubmitButton>
      <Link
        to={paths.forgotPassword}
        className="mx-auto flex min-h-11 w-fit items-center px-2 text-sm text-gray-700 underline"
      >
        비밀번호 찾기
      </Link>
    </form>
  );
}

export function SignupForm({
  onDone,
  onViewPolicy,
}: {
  onDone: () => void;
  /** 보기 beside a consent: the policy is shown over the form, which keeps what was typed. */
  onViewPolicy: (slug: PolicySlug) => void;
}) {
  const signup = useSignupMutation();
  const { form, submit, errors, pending } = useServerForm(
    signupBodySchema,
    { email: '', password: '', nickname: '', consents: NO_CONSENTS } satisfies SignupInput,
    signup.mutateAsync,
    onDone,
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="이메일 회원가입">
      <TextField
        label="이메일"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint="로그인할 때 아이디로 써요"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <TextField
        label="비밀번호"
        type="password"
        autoComplete="new-password"
        hint={`영문과 숫자를 섞어 ${PASSWORD_MIN_LENGTH}자 이상`}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <TextField
        label="닉네임"
        autoComplete="nickname"
        registration={form.register('nickname')}
        error={errors.nickname?.message}
      />
      <ConsentFields form={form} onViewPolicy={onViewPolicy} />
      <FormAlert message={errors.root?.message} />
      <SubmitButton pending={pending}>가입하기</SubmitButton>
    </form>
  );
}
