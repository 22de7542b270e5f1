import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { PRIMARY_BUTTON } from '../../../shell/ui/button-styles.ts';
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

/** "2/5 단계 · 서류" with a bar: where the applicant is and how much is left. */
export function ApplicationProgress({ step }: { step: ApplicationStep }) {
  const index = APPLICATION_STEPS.indexOf(step);
  return (
    <div className="px-4 pt-3">
      <p className="text-sm font-semibold text-brand-700">
        {index + 1}/{APPLICATION_STEPS.length} 단계 · {APPLICATION_STEP_LABELS[step]}
      </p>
      <ol aria-label="입점 신청 단계" className="mt-2 grid grid-cols-5 gap-1">
        {APPLICATION_STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={i === index ? 'step' : undefined}
            className={`h-1.5 rounded-full ${i <= index ? 'bg-brand-500' : 'bg-gray-200'}`}
          >
            <span className="sr-only">
              {APPLICATION_STEP_LABELS[name]}
              {i < index ? ' (완료)' : i === index ? ' (현재 단계)' : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
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

/** One step of the application: header with back, progress, content and a fixed action bar. */
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
    <>
      <PageHeader title={title} />
      <ApplicationProgress step={step} />
      <ResubmitNote draft={draft} />
      <PrunedNote draft={draft} />
      <main id="main" className="px-4 pt-5 pb-40">
        {children}
      </main>
      <div className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-[480px] border-t border-gray-100 bg-white px-4 py-3">
        {footer}
      </div>
    </>
  );
}

const BUTTON = `${PRIMARY_BUTTON} disabled:bg-gray-300 disabled:text-gray-600`;

/** The step's main action: a submit button of the step's form, or a plain button. */
export function StepButton({
  children,
  form,
  disabled,
  onClick,
  pending,
}: {
  children: ReactNode;
  form?: string;
  disabled?: boolean;
  onClick?: () => void;
  pending?: boolean;
}) {
  return (
    <button
      type={form ? 'submit' : 'button'}
      form={form}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={onClick}
      className={BUTTON}
    >
      {pending ? '잠시만요…' : children}
    </button>
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
