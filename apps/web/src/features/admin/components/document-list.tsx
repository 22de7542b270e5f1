import {
  type ApplicationDetail,
  type ApplicationDocument,
  REQUIRED_VENDOR_DOCUMENTS,
  VENDOR_DOCUMENT_KINDS,
  VENDOR_DOCUMENT_LABELS,
} from '@ft/shared';
import type { MouseEvent } from 'react';
import { toast } from '../../../shell/ui/toast-store.ts';
import { useRenewDocumentLinkMutation } from '../api/applications.ts';
import { formatBytes, isLinkFresh } from '../format.ts';

/**
 * The papers, every kind in a fixed order so a missing one shows. Each opens its signed link in a new tab;
 * a link that has run out (they last an hour) is renewed first, in the tab opened on the tap itself so no
 * pop-up blocker stops it.
 */
export function DocumentList({ application }: { application: ApplicationDetail }) {
  const renew = useRenewDocumentLinkMutation(application.id);
  const byKind = new Map(application.documents.map((document) => [document.kind, document]));

  const open = async (event: MouseEvent<HTMLAnchorElement>, document: ApplicationDocument) => {
    if (isLinkFresh(document.expiresAt)) return;
    event.preventDefault();
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const link = await renew.mutateAsync(document);
      if (tab) tab.location.replace(link.url);
      else toast.info('서류 링크를 새로 받았어요', '한 번 더 누르면 열려요.');
    } catch {
      // The API client has said what went wrong.
      tab?.close();
    }
  };

  return (
    <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
      {VENDOR_DOCUMENT_KINDS.map((kind) => {
        const document = byKind.get(kind);
        const label = VENDOR_DOCUMENT_LABELS[kind];
        const required = REQUIRED_VENDOR_DOCUMENTS.includes(kind);
        const renewing = renew.isPending && renew.variables?.id === document?.id;
        return (
          <li key={kind} className="flex min-h-16 items-center gap-3 py-2 pr-2 pl-4">
            <div className="min-w-0 flex-1">
              <p className="text-[15px] font-semibold">
                {label}
                {!required && <span className="ml-1.5 text-xs font-medium text-gray-600">선택</span>}
              </p>
              {document ? (
                <p className="truncate text-sm text-gray-600">
                  {document.fileName} · {formatBytes(document.byteSize)}
                </p>
              ) : (
                <p className={`text-sm ${required ? 'font-semibold text-red-700' : 'text-gray-600'}`}>
                  {required ? '제출되지 않은 필수 서류예요' : '제출하지 않았어요'}
                </p>
              )}
            </div>
            {document && (
              <a
                href={document.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${label} 열기 (새 탭)`}
                aria-busy={renewing || undefined}
                onClick={(event) => void open(event, document)}
                className="flex min-h-11 shrink-0 items-center rounded-xl bg-gray-100 px-4 text-sm font-semibold text-gray-900"
              >
                {renewing ? '여는 중…' : '열기'}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
