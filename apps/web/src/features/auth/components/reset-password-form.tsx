import { PASSWORD_MIN_LENGTH, passwordSchema } from '@ft/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormAlert, SubmitButton, TextField } from '../../../components/ui/text-field.tsx';
import type { ApiErrorLike } from '../../../shell/api-client.ts';
import { paths } from '../../../shell/paths.ts';
import { PRIMARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { usePasswordResetConfirmMutation } from '../api/password-reset.ts';

/** The new password twice: the server's rules checked here first, and the two must match. */
const formSchema = z
  .object({ password: passwordSchema, repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    path: ['repeat'],
    message: '비밀번호가 서로 달라요. 다시 확인해주세요',
  });

/**
 * The emailed link's form. A link that no longer works (expired, used, replaced) offers a
 * new one; passwords are never kept anywhere but in the form.
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const confirm = usePasswordResetConfirmMutation();
  const [linkDead, setLinkDead] = useState(false);
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: { password: '', repeat: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await confirm.mutateAsync({ token, password });
      onDone();
    } catch (error) {
      const failure = error as ApiErrorLike & { fields?: Record<string, string> };
      if (failure.code === 'PASSWORD_RESET_LINK_INVALID' || failure.fields?.token) return setLinkDead(true);
      if (failure.fields?.password) return form.setError('password', { message: failure.fields.password });
      form.setError('root', { message: failure.message });
    }
  });

  if (linkDead || !token) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-[15px] text-gray-800">링크가 만료됐거나 이미 사용됐어요. 다시 요청해주세요.</p>
        <Link to={paths.forgotPassword} className={PRIMARY_BUTTON}>
          재설정 링크 다시 받기
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="새 비밀번호 정하기">
      <TextField
        label="새 비밀번호"
        type="password"
        autoComplete="new-password"
        hint={`영문과 숫자를 섞어 ${PASSWORD_MIN_LENGTH}자 이상`}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <TextField
        label="새 비밀번호 확인"
        type="password"
        autoComplete="new-password"
        registration={form.register('repeat')}
        error={errors.repeat?.message}
      />
      <p className="text-sm text-gray-600">바꾸면 로그인된 모든 기기에서 로그아웃돼요.</p>
      <FormAlert message={errors.root?.message} />
      <SubmitButton pending={isSubmitting}>비밀번호 바꾸기</SubmitButton>
    </form>
  );
}
