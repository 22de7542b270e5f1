import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { StepButton } from '../../../components/ui/step-layout.tsx';
import {
  activeCategoriesQuery,
  truckSizesQuery,
  truckTypesQuery,
} from '../../../features/reference/api/reference.ts';
import { ApplyForm, type ApplyValues } from '../../../features/vendor/components/apply-form.tsx';
import {
  RegisterStepGuard,
  RegisterStepLayout,
  useReturnedFieldErrors,
} from '../../../features/vendor/components/register-step.tsx';
import { type ApplicationDraft, applicationDraft } from '../../../features/vendor/draft/application-draft.ts';
import { useNextRegisterStep } from '../../../features/vendor/hooks/use-next-register-step.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { useHead } from '../../../shell/head.tsx';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

function ApplyStep({ draft }: { draft: ApplicationDraft }) {
  const goNext = useNextRegisterStep('documents');
  const fieldErrors = useReturnedFieldErrors();
  const types = useQuery(truckTypesQuery());
  const sizes = useQuery(truckSizesQuery());
  const categories = useQuery(activeCategoriesQuery());
  const save = useCallback((values: Partial<ApplyValues>) => applicationDraft.update(values), []);
  const error = types.error ?? sizes.error ?? categories.error;
  if (error) return <ErrorPage error={error} />;
  if (!types.data || !sizes.data || !categories.data) return <PageSkeleton />;
  return (
    <RegisterStepLayout
      step="apply"
      title="입점 신청"
      draft={draft}
      footer={<StepButton form="vendor-apply">다음</StepButton>}
    >
      <p className="mb-8 text-[15px] text-gray-700">
        입력한 내용은 이 기기에 바로 저장돼요. 중간에 나가도 이어서 쓸 수 있어요.
      </p>
      <ApplyForm
        id="vendor-apply"
        defaultValues={{ business: draft.business, truck: draft.truck, payout: draft.payout }}
        options={{ truckTypes: types.data, truckSizes: sizes.data, categories: categories.data }}
        onChange={save}
        serverErrors={fieldErrors}
        onValid={goNext}
      />
    </RegisterStepLayout>
  );
}

export default function RegisterApplyPage() {
  useHead({ title: '입점 신청', noindex: true });
  return <RegisterStepGuard step="apply">{(draft) => <ApplyStep draft={draft} />}</RegisterStepGuard>;
}
