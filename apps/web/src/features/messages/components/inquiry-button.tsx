import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';

/**
 * 문의하기 on a truck's page (decision 090): a signed-in person opens their inquiry with the truck; a guest logs
 * in first and comes back to the truck's page, as ♡ 찜 does.
 */
export function InquiryButton({ truckId }: { truckId: number }) {
  const { authenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      onClick={() =>
        navigate(
          authenticated ? paths.inquiryAsk(truckId) : paths.profileLogin(location.pathname + location.search),
        )
      }
      className={SECONDARY_BUTTON}
    >
      문의하기
    </button>
  );
}
