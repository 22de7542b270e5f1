import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import {
  activeCategoriesQuery,
  truckSizesQuery,
  truckTypesQuery,
} from '../../../features/reference/api/reference.ts';
import { myTrucksQuery } from '../../../features/vendor/api/vendor.ts';
import { TruckManage } from '../../../features/vendor/components/truck-manage.tsx';
import { TruckStatusBadge } from '../../../features/vendor/components/truck-status-badge.tsx';
import { applicationDraft } from '../../../features/vendor/draft/application-draft.ts';
import { resubmitDraft } from '../../../features/vendor/draft/from-truck.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { formatKstDate } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { PRIMARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

/** One of the vendor's trucks: its state on top, then every part they can change. */
export default function VendorTruckPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const trucks = useQuery(myTrucksQuery());
  const types = useQuery(truckTypesQuery());
  const sizes = useQuery(truckSizesQuery());
  const categories = useQuery(activeCategoriesQuery());
  const truck = trucks.data?.find((t) => String(t.id) === id);
  useHead({ title: truck ? `${truck.name} 관리` : '내 푸드트럭 관리', noindex: true });

  const error = trucks.error ?? types.error ?? sizes.error ?? categories.error;
  if (error) return <ErrorPage error={error} />;
  if (!trucks.data || !types.data || !sizes.data || !categories.data || !user) return <PageSkeleton />;
  // Not one of theirs (or gone): the same answer as the server's for someone else's truck.
  if (!truck) return <ErrorPage status={404} />;

  return (
    <>
      <PageHeader title={truck.name} />
      <main id="main" className="pb-10">
        <div className="px-4 py-5">
          <div className="flex items-center gap-2">
            <TruckStatusBadge status={truck.status} />
            {truck.application && (
              <span className="text-sm text-gray-600">
                {formatKstDate(truck.application.submittedAt)} 신청
              </span>
            )}
            {truck.status === 'approved' && (
              <Link
                to={paths.foodtruck(truck.id)}
                className="ml-auto flex min-h-11 items-center text-sm font-semibold text-brand-700"
              >
                손님 화면으로 보기 ›
              </Link>
            )}
          </div>
          {truck.status === 'pending' && (
            <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-[15px] text-amber-900">
              입점 심사 중이에요. 승인되면 손님에게 보이기 시작해요.
            </p>
          )}
          {truck.status === 'rejected' && (
            <div className="mt-3 rounded-xl bg-red-50 p-4">
              <p className="text-sm font-semibold text-red-900">반려 사유</p>
              <p className="mt-0.5 text-[15px] whitespace-pre-line text-red-900">
                {truck.application?.rejectionReason}
              </p>
              <button
                type="button"
                className={`${PRIMARY_BUTTON} mt-3`}
                onClick={() => {
                  applicationDraft.start(resubmitDraft(truck, user.id));
                  navigate(paths.registerStep('apply'));
                }}
              >
                수정해서 다시 신청
              </button>
            </div>
          )}
          {truck.status === 'suspended' && (
            <p className="mt-3 rounded-xl bg-gray-100 px-4 py-3 text-[15px] text-gray-800">
              운영 정지된 트럭이에요. 손님에게 보이지 않고 새 예약을 받을 수 없어요.
            </p>
          )}
        </div>
        {/* A rejected truck is fixed through the application itself, which goes back to review as a whole. */}
        {truck.status !== 'rejected' && (
          <TruckManage
            truck={truck}
            options={{ truckTypes: types.data, truckSizes: sizes.data, categories: categories.data }}
          />
        )}
      </main>
    </>
  );
}
