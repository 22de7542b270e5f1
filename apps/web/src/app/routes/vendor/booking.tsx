/**
 * A booking as its vendor opens it from the inbox: the same detail as everyone's (its buttons follow
 * `viewerRole`), framed by the owners' layout. The vendor's buttons, which the detail loads only for a vendor,
 * come with this screen so they show with it.
 */
import '../../../features/vendor-bookings/components/vendor-actions.tsx';

export { default } from '../bookings/detail.tsx';
