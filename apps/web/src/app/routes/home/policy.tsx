import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { SiteFooter } from '../../../components/layout/site-footer.tsx';
import { policiesQuery, policyQuery } from '../../../features/policies/api/policies.ts';
import { PolicyBody } from '../../../features/policies/components/policy-body.tsx';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { formatDay } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

export default function PolicyPage() {
  const { slug = '' } = useParams();
  const policy = useQuery(policyQuery(slug));
  const all = useQuery(policiesQuery());
  useHead({ title: policy.data?.title ?? '약관 및 정책', description: policy.data?.summary });

  if (policy.isError) {
    const error = policy.error;
    return <ErrorPage error={error} />;
  }
  if (!policy.data) return <PageSkeleton />;
  const doc = policy.data;
  return (
    <>
      <PageHeader title={doc.title} />
      <main id="main" className="px-4 py-5">
        <p className="text-sm text-gray-600">
          시행일 {formatDay(doc.effectiveDate)} · 버전 {doc.version}
        </p>
        <p className="mt-3 rounded-2xl bg-gray-50 p-4 text-sm leading-6 text-gray-700">{doc.summary}</p>
        <article className="mt-2">
          <PolicyBody body={doc.body} />
        </article>
        {all.data && (
          <nav aria-label="다른 약관" className="mt-8 border-t border-gray-100 pt-4">
            <h2 className="text-sm font-semibold text-gray-600">다른 약관 보기</h2>
            <ul className="mt-2">
              {all.data
                .filter((p) => p.slug !== doc.slug)
                .map((p) => (
                  <li key={p.slug}>
                    <Link
                      to={paths.policy(p.slug)}
                      className="flex min-h-11 items-center text-[15px] text-gray-800 underline-offset-4 hover:underline"
                    >
                      {p.title}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
