import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { myTrucksQuery } from '../../../features/vendor/api/vendor.ts';
import {
  ApplicationStatus,
  applicantState,
} from '../../../features/vendor/components/application-status.tsx';
import {
  applicationDraft,
  hasProgress,
  useApplicationDraft,
} from '../../../features/vendor/draft/application-draft.ts';
import { PAPERS_TO_PREPARE } from '../../../features/vendor/papers.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { PRIMARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { Skeleton } from '../../../shell/ui/skeleton.tsx';
import { toast } from '../../../shell/ui/toast-store.ts';
import { useIsClient } from '../../../shell/use-is-client.ts';

const BENEFITS = [
  ['행사 예약 요청을 바로 받아요', '기업 행사, 축제, 웨딩, 촬영장까지. 손님이 트럭을 골라 직접 요청해요.'],
  [
    '열린 요청에 먼저 견적을 보내요',
    '출장 지역과 메뉴가 맞는 요청이 오면 알려드려요. 고객이 받은 견적을 비교해 한 곳을 골라요.',
  ],
  ['정산은 모아서 한 번에', '행사가 끝난 예약을 모아 정산을 신청하면 등록한 계좌로 보내드려요.'],
] as const;

const STEPS = [
  ['기본 정보', '사업자·트럭·정산 계좌'],
  ['서류', '등록증 4종 사진 또는 PDF'],
  ['메뉴', '메뉴와 1인분 가격'],
  ['사진', '트럭 사진 1장 이상'],
] as const;

function StatusSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-gray-200 p-5">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="mt-3 h-4 w-3/4" />
      <Skeleton className="mt-5 h-12 w-full" />
    </div>
  );
}

/** A signed-in person: where their application stands, from the server, and the draft on this device. */
function MyApplication({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const trucks = useQuery(myTrucksQuery());
  const stored = useApplicationDraft();
  // Another account's draft on this device is not this person's to continue.
  const draft = stored.ownerId === null || stored.ownerId === userId ? stored : { ...stored, savedAt: 0 };
  if (trucks.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-red-50 p-5">
        <p className="font-semibold text-red-900">신청 현황을 불러오지 못했어요</p>
        <p className="mt-1 text-sm text-red-800">{trucks.error.message}</p>
        <button
          type="button"
          onClick={() => void trucks.refetch()}
          className="mt-3 min-h-11 rounded-xl bg-white px-4 font-semibold"
        >
          다시 시도
        </button>
      </div>
    );
  }
  if (!trucks.data) return <StatusSkeleton />;
  return (
    <ApplicationStatus
      state={applicantState(trucks.data)}
      draft={draft}
      onStartNew={async () => {
        // Starting over throws away what was typed and uploaded: only when the person says so.
        const discard =
          !hasProgress(draft) ||
          (await toast.confirm({
            title: '쓰던 신청서를 지우고 새로 쓸까요?',
            message: '입력한 내용과 올린 파일이 모두 지워져요.',
            confirmLabel: '새로 쓰기',
          }));
        if (!discard) return;
        applicationDraft.startNew(userId);
        navigate(paths.registerStep('apply'));
      }}
      onResubmit={async (truck) => {
        // The mapping reads the contracts: loaded on this tap, not with the public tab.
        const { resubmitDraft } = await import('../../../features/vendor/draft/from-truck.ts');
        applicationDraft.start(resubmitDraft(truck, userId));
        navigate(paths.registerStep('apply'));
      }}
    />
  );
}

function GuestCall() {
  return (
    <section aria-label="입점 신청" className="rounded-2xl border border-gray-200 p-5">
      <h2 className="text-xl font-bold">로그인하면 바로 신청할 수 있어요</h2>
      <p className="mt-1 mb-4 text-[15px] text-gray-700">
        쓰던 신청서는 저장돼서 언제든 이어서 쓸 수 있어요.
      </p>
      <Link to={paths.profileLogin(paths.register)} className={PRIMARY_BUTTON}>
        로그인하고 신청하기
      </Link>
    </section>
  );
}

/** 입점하기 (docs/product.md § Screens): why join, how, with what, and the applicant's own state. */
export default function RegisterPage() {
  useHead({
    title: '입점하기',
    description:
      '푸드트럭 사장님, 행사 출장 예약을 받아보세요. 서류와 사진만 있으면 10분이면 신청할 수 있어요.',
  });
  const { user, initialized } = useSession();
  const isClient = useIsClient();
  return (
    <>
      <PageHeader title="입점하기" back={false} />
      <main id="main" className="pb-10">
        <div className="bg-brand-50 px-5 pt-8 pb-6">
          <p className="text-sm font-bold text-brand-700">푸드트럭 사장님을 위한</p>
          <h2 className="mt-1 text-[26px] leading-snug font-extrabold tracking-tight">
            행사 출장 예약,
            <br />
            이제 앉아서 받으세요
          </h2>
          <p className="mt-2 text-[15px] text-gray-700">
            입점하면 행사를 준비하는 손님들이 내 트럭을 찾고 예약을 요청해요.
          </p>
        </div>

        <div className="px-4 pt-5">
          {user && isClient ? (
            <MyApplication userId={user.id} />
          ) : initialized && !user ? (
            <GuestCall />
          ) : (
            <StatusSkeleton />
          )}
        </div>

        <section aria-labelledby="benefits" className="px-4 pt-10">
          <h2 id="benefits" className="text-lg font-bold">
            입점하면 이런 게 좋아요
          </h2>
          <ul className="mt-3 space-y-4">
            {BENEFITS.map(([title, body]) => (
              <li key={title} className="flex gap-3">
                <span aria-hidden="true" className="mt-1 size-2 shrink-0 rounded-full bg-brand-500" />
                <div>
                  <p className="font-semibold">{title}</p>
                  <p className="mt-0.5 text-sm text-gray-700">{body}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how" className="px-4 pt-10">
          <h2 id="how" className="text-lg font-bold">
            신청은 이렇게 해요
          </h2>
          <ol className="mt-3 grid grid-cols-2 gap-2">
            {STEPS.map(([title, body], i) => (
              <li key={title} className="rounded-2xl bg-gray-50 p-4">
                <p className="text-sm font-bold text-brand-700">{i + 1}단계</p>
                <p className="mt-0.5 font-semibold">{title}</p>
                <p className="mt-0.5 text-sm text-gray-700">{body}</p>
              </li>
            ))}
          </ol>
          <p className="mt-3 text-sm text-gray-700">
            다 쓰고 신청하면 운영자가 보통 1~2 영업일 안에 심사해요. 결과는 이 화면에서 알려드려요.
          </p>
        </section>

        <section aria-labelledby="papers" className="px-4 pt-10">
          <h2 id="papers" className="text-lg font-bold">
            준비할 서류
          </h2>
          <ul className="mt-3 divide-y divide-gray-100 rounded-2xl border border-gray-200">
            {PAPERS_TO_PREPARE.map((paper) => (
              <li key={paper.kind} className="flex min-h-14 items-center justify-between gap-3 px-4 py-2">
                <div className="min-w-0">
                  <p className="font-medium">{paper.label}</p>
                  <p className="text-sm text-gray-600">{paper.where}</p>
                </div>
                <span
                  className={`shrink-0 text-sm ${paper.required ? 'font-semibold text-brand-700' : 'text-gray-600'}`}
                >
                  {paper.required ? '필수' : '선택'}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-gray-600">
            휴대폰으로 찍은 사진도 괜찮아요. PDF, JPG, PNG를 받아요.
          </p>
        </section>
      </main>
    </>
  );
}
