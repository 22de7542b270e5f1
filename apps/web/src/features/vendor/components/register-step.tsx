import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type StepFlow, StepLayout, StepProgress } from '../../../components/ui/step-layout.tsx';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { toast } from '../../../shell/ui/toast-store.ts';
import { useIsClient } from '../../../shell/use-is-client.ts';
import {
  APPLICATION_STEP_LABELS,
  APPLICATION_STEPS,
  type ApplicationDraft,
  type ApplicationStep,
  applicationDraft,
  useApplicationDraft,
} from '../draft/application-draft.ts';
import { canEnterStep, firstIncompleteStep } from '../draft/application-steps.ts';

const APPLICATION_FLOW: StepFlow<ApplicationStep> = {
  steps: APPLICATION_STEPS,
  labels: APPLICATION_STEP_LABELS,
  name: '입점 신청 단계',
};

/** "2/5 단계 · 서류" with a bar: where the applicant is and how much is left. */
export function ApplicationProgress({ step }: { step: ApplicationStep }) {
  return <StepProgress flow={APPLICATION_FLOW} step={step} />;
}

/** A note on every step when the draft fixes a rejected application, so nobody wonders which one it is. */
function ResubmitNote({ draft }: { draft: ApplicationDraft }) {
  if (!draft.resubmitTruckId) return null;
  return (
    <p className="mx-4 mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      반려된 신청을 고쳐서 다시 보내는 중이에요. 바뀐 부분만 고치면 돼요.
    </p>
  );
}

/** Uploads dropped because the server deleted them after a day: said once, until the person has read it. */
function PrunedNote({ draft }: { draft: ApplicationDraft }) {
  if (draft.prunedUploads === 0) return null;
  return (
    <div role="status" className="mx-4 mt-3 flex items-start gap-3 rounded-xl bg-amber-50 px-4 py-3">
      <p className="flex-1 text-sm text-amber-900">
        올린 지 하루가 지난 파일 {draft.prunedUploads}개는 보관 기간이 끝나 지워졌어요. 해당 파일만 다시
        올려주세요. 입력한 내용은 그대로예요.
      </p>
      <button
        type="button"
        onClick={() => applicationDraft.update({ prunedUploads: 0 })}
        className="min-h-11 shrink-0 px-1 text-sm font-bold text-amber-900 underline"
      >
        확인
      </button>
    </div>
  );
}

/**
 * One step of the application: header with back, progress, content and a fixed action bar. The 입점하기 tab bar
 * stays, so the action bar sits above it.
 */
export function RegisterStepLayout({
  step,
  title,
  draft,
  children,
  footer,
}: {
  step: ApplicationStep;
  title: string;
  draft: ApplicationDraft;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <StepLayout
      flow={APPLICATION_FLOW}
      step={step}
      title={title}
      notes={
        <>
          <ResubmitNote draft={draft} />
          <PrunedNote draft={draft} />
        </>
      }
      footer={footer}
      actionBar="aboveTabBar"
    >
      {children}
    </StepLayout>
  );
}

function SendBack({ to }: { to: ApplicationStep }) {
  useEffect(() => {
    toast.info('앞 단계부터 입력해주세요');
  }, []);
  return <Navigate to={paths.registerStep(to)} replace />;
}

/**
 * A step opened without the earlier steps' data (a bookmark, a shared link, an expired draft) sends the person
 * to the first step that still needs them. The draft belongs to the signed-in account: one written by another
 * account on this device is dropped before anything of it is shown.
 */
export function RegisterStepGuard({
  step,
  allow,
  children,
}: {
  step: ApplicationStep;
  /** Lets a step open in a state the order alone would refuse (the complete step after sending). */
  allow?: (draft: ApplicationDraft) => boolean;
  children: (draft: ApplicationDraft) => ReactNode;
}) {
  const isClient = useIsClient();
  const draft = useApplicationDraft();
  const { user } = useSession();
  const owned = Boolean(user && draft.ownerId === user.id);
  useEffect(() => {
    if (user && !owned) applicationDraft.claim(user.id);
  }, [user, owned]);
  if (!isClient || !user || !owned) return <PageSkeleton />;
  if (!allow?.(draft) && !canEnterStep(draft, step)) return <SendBack to={firstIncompleteStep(draft)} />;
  return <>{children(draft)}</>;
}

/** Field errors the complete step brought back from the server (`{ fieldErrors }` in the navigation state). */
export function useReturnedFieldErrors(): Record<string, string> | undefined {
  const { state } = useLocation();
  return (state as { fieldErrors?: Record<string, string> } | null)?.fieldErrors;
}
