import { REQUIRED_VENDOR_DOCUMENTS, VENDOR_DOCUMENT_KINDS, type VendorDocumentKind } from '@ft/shared';
import { useState } from 'react';
import { StepButton } from '../../../components/ui/step-layout.tsx';
import { DocumentList } from '../../../features/vendor/components/document-list.tsx';
import {
  RegisterStepGuard,
  RegisterStepLayout,
  useReturnedFieldErrors,
} from '../../../features/vendor/components/register-step.tsx';
import { useBusyFlags } from '../../../features/vendor/components/use-busy.ts';
import {
  type ApplicationDraft,
  applicationDraft,
  type DraftDocument,
} from '../../../features/vendor/draft/application-draft.ts';
import { documentErrors } from '../../../features/vendor/draft/application-steps.ts';
import { useNextRegisterStep } from '../../../features/vendor/hooks/use-next-register-step.ts';
import { useHead } from '../../../shell/head.tsx';

function DocumentsStep({ draft }: { draft: ApplicationDraft }) {
  const goNext = useNextRegisterStep('menu-photos');
  const fieldErrors = useReturnedFieldErrors();
  const busy = useBusyFlags();
  const [errors, setErrors] = useState(() => documentErrors(draft, fieldErrors));
  // What the server said of the papers as a whole (one missing, a file it no longer has).
  const [problem, setProblem] = useState<string | null>(fieldErrors?.documents ?? null);
  const missing = REQUIRED_VENDOR_DOCUMENTS.filter((kind) => !draft.documents[kind]);

  const next = () => {
    if (missing.length > 0) {
      setProblem(`필수 서류 ${missing.length}개를 더 올려주세요.`);
      document.getElementById(`document-${missing[0]}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    goNext();
  };

  const setDocument = (kind: VendorDocumentKind, file: DraftDocument | undefined) => {
    setProblem(null);
    setErrors(({ [kind]: _fixed, ...rest }) => rest);
    const documents = { ...applicationDraft.get().documents };
    if (file) documents[kind] = file;
    else delete documents[kind];
    applicationDraft.update({ documents });
  };

  return (
    <RegisterStepLayout
      step="documents"
      title="서류 제출"
      draft={draft}
      footer={
        <StepButton onClick={next} disabled={busy.any}>
          {busy.any ? '서류를 올리는 중이에요' : '다음'}
        </StepButton>
      }
    >
      <h2 className="text-xl font-bold">영업에 필요한 서류를 올려주세요</h2>
      <p className="mt-1 text-[15px] text-gray-700">
        사진으로 찍어도 괜찮아요. 글자가 잘 보이게 찍어주세요. 서류는 심사하는 운영자만 볼 수 있어요.
      </p>
      <p className="mt-1 text-sm text-gray-600">PDF, JPG, PNG · 한 파일에 20MB까지</p>
      <DocumentList
        kinds={VENDOR_DOCUMENT_KINDS}
        documents={draft.documents}
        errors={errors}
        onChange={setDocument}
        onBusyChange={busy.set}
      />
      {problem && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {problem}
        </p>
      )}
    </RegisterStepLayout>
  );
}

export default function RegisterDocumentsPage() {
  useHead({ title: '서류 제출', noindex: true });
  return <RegisterStepGuard step="documents">{(draft) => <DocumentsStep draft={draft} />}</RegisterStepGuard>;
}
