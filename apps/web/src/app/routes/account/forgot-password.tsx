import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';

export default function ForgotPasswordPage() {
  useHead({ title: '비밀번호 찾기', noindex: true });
  return (
    <>
      <PageHeader title="비밀번호 찾기" />
      <main id="main" className="px-4 py-6">
        <ForgotPasswordForm />
      </main>
    </>
  );
}
