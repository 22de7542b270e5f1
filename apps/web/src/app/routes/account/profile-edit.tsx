import { mobilePhoneSchema, nicknameSchema } from '@ft/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormAlert, PhoneField, SubmitButton, TextField } from '../../../components/ui/text-field.tsx';
import { useUpdateProfileMutation } from '../../../features/auth/api/auth.ts';
import { formatPhone } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { toast } from '../../../shell/ui/toast-store.ts';

const formSchema = z.object({
  nickname: nicknameSchema,
  phone: z.union([z.literal(''), mobilePhoneSchema]),
});
type FormValues = z.input<typeof formSchema>;

export default function ProfileEditPage() {
  useHead({ title: '프로필 수정', noindex: true });
  const { user } = useSession();
  const navigate = useNavigate();
  const update = useUpdateProfileMutation();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      nickname: user?.nickname ?? '',
      phone: user?.phone ? formatPhone(user.phone) : '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    // On failure what was typed stays in the form; only the message changes.
    const saved = await update.mutateAsync({ ...values, phone: values.phone || null }).catch(() => null);
    if (!saved) return;
    toast.success('프로필을 저장했어요');
    navigate(paths.profile);
  });
  return (
    <>
      <PageHeader title="프로필 수정" />
      <main id="main" className="px-4 py-6">
        <form onSubmit={submit} noValidate className="space-y-5" aria-label="프로필 수정">
          <TextField
            label="닉네임"
            autoComplete="nickname"
            registration={form.register('nickname')}
            error={errors.nickname?.message}
          />
          <PhoneField
            hint="예약 연락처로 쓰여요. 비워 두어도 돼요."
            registration={form.register('phone')}
            error={errors.phone?.message}
          />
          {/* 마케팅 정보 수신 is a consent with its history, switched in 설정 (docs/product.md § Accounts). */}
          <FormAlert message={update.isError ? '프로필 업데이트에 실패했습니다.' : undefined} />
          <SubmitButton pending={update.isPending}>저장하기</SubmitButton>
        </form>
      </main>
    </>
  );
}
