import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { myTrucksQuery } from '../../../features/vendor/api/vendor.ts';
import { OwnTruckCard } from '../../../features/vendor/components/own-truck-card.tsx';
import {
  applicationDraft,
  hasProgress,
  useApplicationDraft,
} from '../../../features/vendor/draft/application-draft.ts';
import { nextTruckDraft } from '../../../features/vendor/draft/from-truck.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

/** 내 푸드트럭: every truck the vendor runs or has applied with, and a way to add another. */
export default function VendorTrucksPage() {
  useHead({ title: '내 푸드트럭', noindex: true });
  const navigate = useNavigate();
  const { user } = useSession();
  const trucks = useQuery(myTrucksQuery());
  const draft = useApplicationDraft();
  if (trucks.error) return <ErrorPage error={trucks.error} />;
  if (!trucks.data || !user) return <PageSkeleton />;
  const continuing = draft.ownerId === user.id && hasProgress(draft) && !draft.resubmitTruckId;

  const addTruck = () => {
    // Same business, same account, usually: they come filled in from the truck already listed.
    const listed = trucks.data.find((t) => t.status === 'approved') ?? trucks.data[0];
    applicationDraft.start(nextTruckDraft(listed, user.id));
    navigate(paths.registerStep('apply'));
  };

  return (
    <>
      <PageHeader title="내 푸드트럭" />
      <main id="main" className="px-4 pt-4 pb-10">
        {trucks.data.length === 0 ? (
          <div className="py-12 text-center">
            <p className="font-semibold">아직 등록한 푸드트럭이 없어요</p>
            <Link to={paths.register} className={`${PRIMARY_BUTTON} mt-5`}>
              입점 신청하러 가기
            </Link>
          </div>
        ) : (
          <ul aria-label="내 푸드트럭 목록" className="space-y-3">
            {trucks.data.map((truck) => (
              <li key={truck.id}>
                <OwnTruckCard truck={truck} />
              </li>
            ))}
          </ul>
        )}
        <section aria-label="푸드트럭 추가" className="mt-8 rounded-2xl bg-gray-50 p-5">
          <h2 className="font-bold">트럭이 더 있나요?</h2>
          <p className="mt-1 text-sm text-gray-700">
            새 트럭도 심사를 거쳐 등록돼요. 사업자 정보와 정산 계좌는 지금 트럭의 것으로 채워 드려요.
          </p>
          <div className="mt-4 space-y-2">
            {continuing && (
              <Link to={paths.registerStep('apply')} className={PRIMARY_BUTTON}>
                쓰던 신청서 이어서 쓰기
              </Link>
            )}
            <button
              type="button"
              onClick={addTruck}
              className={continuing ? SECONDARY_BUTTON : PRIMARY_BUTTON}
            >
              푸드트럭 추가하기
            </button>
          </div>
        </section>
      </main>
    </>
  );
}
