import { REQUIRED_VENDOR_DOCUMENTS, type VendorDocumentKind } from '@ft/shared';
import type { DraftDocument } from '../draft/application-draft.ts';
import { DocumentRow } from './document-row.tsx';

/** The papers, one row each, required ones first as the list gives them. */
export function DocumentList({
  kinds,
  documents,
  errors,
  onChange,
  onBusyChange,
}: {
  kinds: readonly VendorDocumentKind[];
  documents: Partial<Record<VendorDocumentKind, DraftDocument>>;
  /** What the server said about each paper (see `documentErrors`). */
  errors?: Partial<Record<VendorDocumentKind, string>>;
  onChange: (kind: VendorDocumentKind, file: DraftDocument | undefined) => void;
  onBusyChange?: (kind: VendorDocumentKind, busy: boolean) => void;
}) {
  return (
    <ul aria-label="제출할 서류" className="mt-5 space-y-3">
      {kinds.map((kind) => (
        <DocumentRow
          key={kind}
          kind={kind}
          required={REQUIRED_VENDOR_DOCUMENTS.includes(kind)}
          file={documents[kind]}
          serverError={errors?.[kind]}
          onChange={(file) => onChange(kind, file)}
          onBusyChange={onBusyChange}
        />
      ))}
    </ul>
  );
}
