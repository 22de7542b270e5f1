import { Link, useNavigate } from 'react-router';
import { StepButton } from '../../../components/ui/step-layout.tsx';
import { useSubmitApplicationMutation } from '../../../features/vendor/api/vendor.ts';
import { ApplicationSummary } from '../../../features/vendor/components/application-summary.tsx';
import {
  ApplicationProgress,
  RegisterStepGuard,
  RegisterStepLayout,
} from '../../../features/vendor/components/register-step.tsx';
import {
  type ApplicationDraft,
  applicationDraft,
  type SubmittedApplication,
} from '../../../features/vendor/draft/application-draft.ts';
import {
  draftToApplicationBody,
  firstStepOfFields,
} from '../../../features/vendor/draft/application-steps.ts';
import { formatKstDate } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';

const NEXT_STEPS = [
  [
    '심사는 보통 1~2 영업일 걸려요',
    '운영자가 서류와 정보를 확인해요. 서류가 흐리면 다시 요청드릴 수 있어요.',
  ],
  [
    '결과는 알림과 이메일로 알려드려요',
    '입점하기 탭에서도 볼 수 있어요. 승인되면 바로 예약 요청을 받고, 반려되면 사유를 보고 고쳐서 다시 신청할 수 있어요.',
  ],
] as const;

/** Sent: what happens next and where to follow it. */
function Submitted({ submitted }: { submitted: SubmittedApplication }) {
  return (
    <>
      <PageHeader title="신청 완료" back={false} />
      <ApplicationProgress step="complete" />
      <main id="main" className="px-4 pt-8 pb-10">
        <div className="text-center">
          <span
            aria-hidden="true"
            className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-3xl text-emerald-700"
          >
            ✓
          </span>
          <h2 className="mt-4 text-2xl font-extrabold tracking-tight">
            {submitted.resubmitted ? '다시 신청했어요' : '입점 신청을 보냈어요'}
          </h2>
          <p className="mt-2 text-[15px] text-gray-700">
            <strong className="font-semibold text-gray-900">{submitted.truckName}</strong> ·{' '}
            {formatKstDate(submitted.submittedAt)} 신청
          </p>
        </div>
        <ol aria-label="앞으로 진행돼요" className="mt-8 space-y-4 rounded-2xl bg-gray-50 p-5">
          {NEXT_STEPS.map(([title, body], i) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-brand-700">
                {i + 1}
              </span>
              <div>
                <p className="font-semibold">{title}</p>
                <p className="mt-0.5 text-sm text-gray-700">{body}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-8 space-y-3">
          <Link to={paths.register} className={PRIMARY_BUTTON}>
            신청 현황 보기
          </Link>
          <Link to={paths.home} className={SECONDARY_BUTTON}>
            홈으로
          </Link>
        </div>
      </main>
    </>
  );
}

function Review({ draft }: { draft: ApplicationDraft }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const submit = useSubmitApplicationMutation();
  const body = draftToApplicationBody(draft);

  const send = async () => {
    if (!body) return;
    const truck = await submit.mutateAsync({ body, asVendor: user?.role === 'vendor' }).catch(() => null); // shown below from the mutation's error
    if (!truck) return;
    window.scrollTo(0, 0);
    applicationDraft.finish({
      truckId: truck.id,
      truckName: truck.name,
      submittedAt: truck.application?.submittedAt ?? new Date().toISOString(),
      resubmitted: Boolean(body.resubmitTruckId),
    });
  };

  const { error } = submit;
  const fields = error?.fields && Object.keys(error.fields).length > 0 ? error.fields : undefined;
  return (
    <RegisterStepLayout
      step="complete"
      title="신청 내용 확인"
      draft={draft}
      footer={
        <StepButton onClick={() => void send()} pending={submit.isPending} disabled={!body}>
          {draft.resubmitTruckId ? '다시 신청하기' : '입점 신청하기'}
        </StepButton>
      }
    >
      <h2 className="text-xl font-bold">마지막으로 확인해주세요</h2>
      <p className="mt-1 text-[15px] text-gray-700">신청한 뒤에는 심사가 끝날 때까지 고칠 수 없어요.</p>
      {error && (
        <div role="alert" className="mt-5 rounded-2xl bg-red-50 p-4">
          <p className="font-bold text-red-900">신청을 보내지 못했어요</p>
          <p className="mt-1 text-[15px] text-red-900">{fields ? Object.values(fields)[0] : error.message}</p>
          <p className="mt-1 text-sm text-red-800">입력한 내용과 올린 파일은 그대로 남아 있어요.</p>
          <div className="mt-3">
            {fields ? (
              <button
                type="button"
                className={PRIMARY_BUTTON}
                onClick={() =>
                  navigate(paths.registerStep(firstStepOfFields(fields)), { state: { fieldErrors: fields } })
                }
              >
                고치러 가기
              </button>
            ) : error.status === 409 ? (
              <Link to={paths.register} className={PRIMARY_BUTTON}>
                신청 현황 보기
              </Link>
            ) : (
              <button type="button" className={PRIMARY_BUTTON} onClick={() => void send()}>
                다시 시도
              </button>
            )}
          </div>
        </div>
      )}
      <ApplicationSummary draft={draft} />
      <p className="mt-5 text-center text-xs leading-5 text-gray-600">
        신청하면{' '}
        <Link to={paths.policy('vendor-terms')} className="underline">
          입점 사업자 이용약관
        </Link>
        에 동의하게 돼요.
      </p>
    </RegisterStepLayout>
  );
}

export default function RegisterCompletePage() {
  useHead({ title: '입점 신청 완료', noindex: true });
  return (
    <RegisterStepGuard
      step="complete"
      // After sending, this screen shows the result (the draft is empty then) until a new one is started.
      allow={(draft) => draft.submitted !== null}
    >
      {(draft) => (draft.submitted ? <Submitted submitted={draft.submitted} /> : <Review draft={draft} />)}
    </RegisterStepGuard>
  );
}
