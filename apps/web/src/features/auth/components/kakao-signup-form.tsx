import { kakaoSignupBodySchema, type PolicySlug, withHonorific } from '@ft/shared';
import { Link } from 'react-router';
import { FormAlert, SubmitButton } from '../../../components/ui/text-field.tsx';
import type { ApiErrorLike } from '../../../shell/api-client.ts';
import { paths } from '../../../shell/paths.ts';
import { PRIMARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { useKakaoSignupMutation } from '../api/auth.ts';
import { ConsentFields } from './consent-fields.tsx';
import { NO_CONSENTS, useServerForm } from './credential-forms.tsx';

/**
 * After a first Kakao log-in: no account yet (docs/decisions/035). The person agrees to the required consents
 * here, the same rows as the email sign-up, and only then is the account made.
 */
export function KakaoSignupForm({
  nickname,
  onDone,
  onViewPolicy,
}: {
  nickname: string;
  onDone: () => void;
  onViewPolicy: (slug: PolicySlug) => void;
}) {
  const signup = useKakaoSignupMutation();
  const { form, submit, errors, pending } = useServerForm(
    kakaoSignupBodySchema,
    { consents: NO_CONSENTS },
    signup.mutateAsync,
    onDone,
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby="kakao-signup-title">
      <div>
        <h2 id="kakao-signup-title" className="text-2xl leading-snug font-extrabold tracking-tight">
          {withHonorific(nickname)}, 반가워요
        </h2>
        <p className="mt-2 text-[15px] text-gray-600">카카오 계정으로 가입하려면 아래 약관에 동의해주세요.</p>
      </div>
      <ConsentFields form={form} onViewPolicy={onViewPolicy} />
      <FormAlert message={errors.root?.message} />
      {(signup.error as ApiErrorLike | null)?.code === 'AUTH_ERROR' ? (
        // Left past its ten minutes (or finished in another tab): Kakao again, from the log-in screen.
        <Link to={paths.profile} className={PRIMARY_BUTTON}>
          카카오로 다시 시작하기
        </Link>
      ) : (
        <SubmitButton pending={pending}>동의하고 가입하기</SubmitButton>
      )}
    </form>
  );
}
