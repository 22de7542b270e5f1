import type { ApplicationDetail } from '@ft/shared';
import { withHonorific } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { applicationQuery } from '../../../features/admin/api/applications.ts';
import {
  businessFacts,
  Facts,
  MenuList,
  PhotoGrid,
  payoutFacts,
  Section,
  truckFacts,
} from '../../../features/admin/components/application-sections.tsx';
import { ApplicationKindBadge, ApplicationStatusBadge } from '../../../features/admin/components/badges.tsx';
import { DecisionBar } from '../../../features/admin/components/decision-bar.tsx';
import { DocumentList } from '../../../features/admin/components/document-list.tsx';
import { ReviewHistory } from '../../../features/admin/components/review-history.tsx';
import { adminPaths } from '../../../features/admin/paths.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { formatReceivedAt } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { toast } from '../../../shell/ui/toast-store.ts';

/** A decided application says how it ended, instead of offering the buttons. */
function Outcome({ application }: { application: ApplicationDetail }) {
  if (application.status === 'pending') return null;
  const approved = application.status === 'approved';
  return (
    <div
      className={`rounded-2xl px-4 py-3 text-[15px] ${approved ? 'bg-emerald-50 text-emerald-950' : 'bg-gray-100 text-gray-900'}`}
    >
      <p className="font-bold">
        {approved ? '승인한 신청이에요' : '반려한 신청이에요'}
        {application.decidedAt && (
          <span className="ml-1.5 font-normal text-sm">
            <time dateTime={application.decidedAt}>{formatReceivedAt(application.decidedAt)}</time>
          </span>
        )}
      </p>
      {application.rejectionReason && (
        <p className="mt-1 whitespace-pre-line">사유: {application.rejectionReason}</p>
      )}
    </div>
  );
}

/**
 * Listed trucks that already go by this name: a note for the operator, who may still approve; the owner can be
 * asked to add a place or a trait to it (docs/decisions/080-trucks-that-share-a-name.md).
 */
function SameNames({ application }: { application: ApplicationDetail }) {
  if (application.sameNameTrucks.length === 0) return null;
  return (
    <section
      aria-labelledby="same-names"
      className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h3 id="same-names" className="font-bold">
        같은 이름의 트럭이 있어요
      </h3>
      <ul className="mt-1 space-y-1">
        {application.sameNameTrucks.map((other) => (
          <li key={other.id}>
            <Link to={paths.foodtruck(other.id)} className="font-semibold underline underline-offset-4">
              {other.name}
            </Link>{' '}
            ({[other.place, `사업자 상호 ${other.companyName}`].filter(Boolean).join(', ')})
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-amber-900">
        승인은 그대로 할 수 있어요. 손님이 헷갈리지 않게 이름에 지역이나 특징을 더하도록 안내해 주세요.
      </p>
    </section>
  );
}

function ApplicationView({ application }: { application: ApplicationDetail }) {
  const navigate = useNavigate();
  const truck = application.truckDetail;
  return (
    <main id="main" className="space-y-8 px-4 pt-5 pb-6">
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <ApplicationStatusBadge status={application.status} />
          <ApplicationKindBadge kind={application.kind} />
        </div>
        <div>
          <h2 className="text-2xl font-extrabold">{application.truck.name}</h2>
          <p className="mt-1 text-[15px] text-gray-800">
            {application.companyName} · 신청자 {application.applicant.nickname}
            {application.applicant.email && (
              <span className="block text-sm text-gray-600">{application.applicant.email}</span>
            )}
          </p>
          <p className="mt-1 text-sm text-gray-600">
            접수 <time dateTime={application.submittedAt}>{formatReceivedAt(application.submittedAt)}</time>
          </p>
        </div>
        {application.kind === 'change' && application.status === 'pending' && (
          <p className="rounded-2xl bg-violet-50 px-4 py-3 text-sm text-violet-950">
            영업 중인 푸드트럭의 사업자 정보·정산 계좌 변경 신청이에요. 승인 전까지는 기존 정보가 그대로
            쓰여요.
          </p>
        )}
        <SameNames application={application} />
        <Outcome application={application} />
      </div>

      <Section id="business" title="사업자 정보">
        <Facts facts={businessFacts(application)} />
      </Section>

      <Section id="payout" title="정산 계좌">
        <Facts facts={payoutFacts(application)} />
      </Section>

      <Section
        id="documents"
        title="제출 서류"
        aside={<span className="text-xs text-gray-600">새 탭에서 열려요</span>}
      >
        <DocumentList application={application} />
      </Section>

      <Section id="truck" title="푸드트럭 정보">
        <Facts facts={truckFacts(truck)} />
        <p className="mt-3 rounded-2xl border border-gray-200 px-4 py-3 text-[15px] leading-6 whitespace-pre-line">
          {truck.description}
        </p>
      </Section>

      <Section
        id="menu"
        title="메뉴"
        aside={<span className="text-sm text-gray-600">{truck.menu.length}개</span>}
      >
        <MenuList truck={truck} />
      </Section>

      <Section id="photos" title="사진">
        <h3 className="mb-2 text-sm font-semibold text-gray-700">푸드트럭 사진 {truck.photos.length}장</h3>
        <PhotoGrid photos={truck.photos} label="푸드트럭 사진" />
        <h3 className="mt-4 mb-2 text-sm font-semibold text-gray-700">
          메뉴판 사진 {truck.menuPhotos.length}장
        </h3>
        <PhotoGrid photos={truck.menuPhotos} label="메뉴판 사진" />
      </Section>

      <Section id="history" title="심사 기록">
        <ReviewHistory history={application.history} />
      </Section>

      {application.status === 'pending' && (
        <DecisionBar
          application={application}
          onDecided={(decided, decision) => {
            toast.success(
              decision === 'approve' ? '승인했어요' : '반려했어요',
              decision === 'approve'
                ? `${decided.truck.name} · ${decided.companyName}`
                : `${withHonorific(decided.applicant.nickname)}에게 반려 사유가 전달돼요.`,
            );
            navigate(adminPaths.applications(), { replace: true });
          }}
        />
      )}
    </main>
  );
}

/** One application as the operator reviews it: everything proposed, the papers, the history, the decision. */
export default function AdminApplicationPage() {
  const { id = '' } = useParams();
  const application = useQuery(applicationQuery(id));
  useHead({ title: '입점 신청 심사', noindex: true });
  if (application.isError) return <ErrorPage error={application.error} />;
  return (
    <>
      <PageHeader title="입점 신청 심사" />
      {application.data ? <ApplicationView application={application.data} /> : <PageSkeleton />}
    </>
  );
}
