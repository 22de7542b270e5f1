import type { PolicySlug } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDay } from '../../../shell/format.ts';
import { paths } from '../../../shell/paths.ts';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { policyQuery } from '../api/policies.ts';
import { PolicyBody } from './policy-body.tsx';

/**
 * A policy read over the screen that asked for it (sign-up's 보기): nothing typed there is lost, and closing
 * (닫기, Escape) returns to the same place.
 */
export function PolicyDialog({ slug, onClose }: { slug: PolicySlug; onClose: () => void }) {
  const policy = useQuery(policyQuery(slug));
  const doc = policy.data;
  return (
    <Dialog
      title={doc?.title ?? '약관'}
      description={doc ? `시행일 ${formatDay(doc.effectiveDate)} · 버전 ${doc.version}` : undefined}
      onClose={onClose}
    >
      {doc ? (
        <PolicyBody body={doc.body} />
      ) : policy.isError ? (
        <p role="alert" className="text-[15px] text-gray-700">
          약관을 불러오지 못했어요.{' '}
          <a href={paths.policy(slug)} target="_blank" rel="noopener" className="underline">
            새 창에서 보기
          </a>
        </p>
      ) : (
        <p className="text-[15px] text-gray-600">불러오는 중…</p>
      )}
      <div className="sticky bottom-0 mt-4 bg-white pt-3">
        <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
          닫기
        </button>
      </div>
    </Dialog>
  );
}
