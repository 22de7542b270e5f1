import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { toast } from '../../../shell/ui/toast-store.ts';
import { useIsClient } from '../../../shell/use-is-client.ts';
import { canEnterStep, firstIncompleteStep } from '../draft/draft-steps.ts';
import { type BookingDraft, type BookingStep, contactIsOwn, useBookingDraft } from '../draft/draft-store.ts';
import { SentRequestRedirect } from './sent-request-redirect.tsx';

function SendBack({ to, otherAccount }: { to: BookingStep; otherAccount: boolean }) {
  useEffect(() => {
    // Signed in as someone else than the one who wrote the contact: their own details are filled in instead.
    if (otherAccount) toast.info('연락처를 확인해주세요', '지금 로그인한 계정의 정보로 채웠어요.');
    else toast.info('앞 단계부터 입력해주세요');
  }, [otherAccount]);
  return <Navigate to={paths.bookingStep(to)} replace />;
}

/**
 * A step of the request flow opened without the earlier steps' data (a bookmark, a shared link, a draft that
 * expired) sends the person to the first step that still needs them; after the request was sent, to its
 * booking. A contact written under another account (signed in as someone else after the session ended)
 * counts as not given: the contact step again, filled from this person's profile (decision 092).
 */
export function StepGuard({
  step,
  children,
}: {
  step: BookingStep;
  children: (draft: BookingDraft) => ReactNode;
}) {
  const isClient = useIsClient();
  const draft = useBookingDraft();
  const viewerId = useSession().user?.id ?? null;
  if (!isClient) return <PageSkeleton />;
  if (!canEnterStep(draft, step, viewerId)) {
    if (draft.sentBookingId) return <SentRequestRedirect bookingId={draft.sentBookingId} />;
    const to = firstIncompleteStep(draft, viewerId);
    return <SendBack to={to} otherAccount={to === 'contact' && !contactIsOwn(draft, viewerId)} />;
  }
  return <>{children(draft)}</>;
}
