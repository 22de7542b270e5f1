import { Navigate } from 'react-router';
import { paths } from '../../../shell/paths.ts';

/**
 * A request that was already sent: its steps lead to the booking it became (the browser's back after 예약 요청
 * 완료 walks back into them), in place of the step, so back never lands on an empty first step. Kept apart
 * from the step guard so the first step can use it without loading the zod checks.
 */
export function SentRequestRedirect({ bookingId }: { bookingId: string }) {
  return <Navigate to={paths.booking(bookingId)} replace />;
}
