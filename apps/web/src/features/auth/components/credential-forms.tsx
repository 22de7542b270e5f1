import { type LoginBody, loginBodySchema, type SignupBody, signupBodySchema } from '@ft/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormAlert, SubmitButton, TextField } from '../../../components/ui/text-field.tsx';
import type { ApiErrorLike } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/** Server field errors land on their inputs; anything else is shown above the button. */
function applyServerError(error: unknown, setError: (name: never, e: { message: string }) => void) {
  const apiError = error as ApiErrorLike & { fields?: Record<string, string> };
  const fields = apiError.fields ?? {};
  for (const [name, message] of Object.entries(fields)) setError(name as never, { message });
  if (Object.keys(fields).length === 0) setError('root' as never, { message: apiError.message });
}

export function LoginForm({ onDone }: { onDone: () => void }) {
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await session.login(values);
      onDone();
    } catch (error) {
      applyServerError(error, form.setError);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="이메일 로그인">
      <TextField
        label="이메일"
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
      <SubmitButton pending={isSubmitting}>로그인</SubmitButton>
    </form>
  );
}

export function SignupForm({ onDone }: { onDone: () => void }) {
  const form = useForm<SignupBody>({
    resolver: zodResolver(signupBodySchema),
    defaultValues: { email: '', password: '', nickname: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await session.signup(values);
      onDone();
    } catch (error) {
      applyServerError(error, form.setError);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="이메일 회원가입">
      <TextField
        label="이메일"
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <TextField
        label="비밀번호"
        type="password"
        autoComplete="new-password"
        hint="영문과 숫자를 섞어 8자 이상"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <TextField
        label="닉네임"
        autoComplete="nickname"
        registration={form.register('nickname')}
        error={errors.nickname?.message}
      />
      <FormAlert message={errors.root?.message} />
      <SubmitButton pending={isSubmitting}>가입하기</SubmitButton>
    </form>
  );
}
