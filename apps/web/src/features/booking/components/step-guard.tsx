import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { paths } from '../../../config/paths.ts';
import { useIsClient } from '../../../lib/use-is-client.ts';
import { canEnterStep, firstIncompleteStep } from '../draft/draft-steps.ts';
import { type BookingDraft, type BookingStep, useBookingDraft } from '../draft/draft-store.ts';
import { SentRequestRedirect } from './sent-request-redirect.tsx';

function SendBack({ to }: { to: BookingStep }) {
  useEffect(() => {
    toast.info('앞 단계부터 입력해주세요');
  }, []);
  return <Navigate to={paths.bookingStep(to)} replace />;
}

/**
 * A step of the request flow opened without the earlier steps' data (a bookmark, a shared link, a draft that
 * expired) sends the person to the first step that still needs them; after the request was sent, to its
 * booking.
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
  if (!isClient) return <PageSkeleton />;
  if (!canEnterStep(draft, step)) {
    if (draft.sentBookingId) return <SentRequestRedirect bookingId={draft.sentBookingId} />;
    return <SendBack to={firstIncompleteStep(draft)} />;
  }
  return <>{children(draft)}</>;
}
