import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { useHead } from '../../../lib/head.tsx';

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
