import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { formatEventDate } from '../../../shell/format.ts';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { keptTrucksQuery, useKeepTruck } from '../api/kept-trucks.ts';

/**
 * ♡ 찜 on a truck's page: kept trucks are listed in 마이; kept from a list filtered by a day (`wantedDate`), that
 * day is watched and the customer is told when it opens. A guest logs in first and comes back here.
 */
export function KeepButton({ truckId, wantedDate }: { truckId: number; wantedDate?: string | undefined }) {
  const { authenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const kept = useQuery({ ...keptTrucksQuery(), enabled: authenticated });
  const keep = useKeepTruck();
  const isKept = kept.data?.some((truck) => truck.id === truckId) ?? false;
  const toggle = () => {
    if (!authenticated) {
      navigate(paths.profileLogin(location.pathname + location.search));
      return;
    }
    keep.mutate(
      { truckId, keep: !isKept, wantedDate },
      {
        onSuccess: () =>
          isKept
            ? toast.success('찜을 풀었어요')
            : toast.success(
                '찜했어요',
                wantedDate
                  ? `${formatEventDate(wantedDate)} 일정이 비면 알려드릴게요.`
                  : '마이 › 찜한 푸드트럭에서 볼 수 있어요.',
              ),
      },
    );
  };
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={keep.isPending}
      aria-pressed={isKept}
      className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gray-200 text-2xl"
    >
      <span aria-hidden="true" className={isKept ? 'text-red-600' : 'text-gray-500'}>
        {isKept ? '♥' : '♡'}
      </span>
      <span className="sr-only">찜하기</span>
    </button>
  );
}
