import { VENDOR_LIMITS } from '@ft/shared';
import { useState } from 'react';
import { StepButton } from '../../../components/ui/step-layout.tsx';
import { useDeleteImageMutation } from '../../../features/vendor/api/uploads.ts';
import { PhotoManager } from '../../../features/vendor/components/photo-manager.tsx';
import {
  RegisterStepGuard,
  RegisterStepLayout,
  useReturnedFieldErrors,
} from '../../../features/vendor/components/register-step.tsx';
import {
  type ApplicationDraft,
  applicationDraft,
  type DraftImage,
  movePhoto,
} from '../../../features/vendor/draft/application-draft.ts';
import { firstFieldError } from '../../../features/vendor/draft/application-steps.ts';
import { useNextRegisterStep } from '../../../features/vendor/hooks/use-next-register-step.ts';
import { useHead } from '../../../shell/head.tsx';

function TruckPhotosStep({ draft }: { draft: ApplicationDraft }) {
  const goNext = useNextRegisterStep('complete');
  const fieldErrors = useReturnedFieldErrors();
  const deleteImage = useDeleteImageMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(() => firstFieldError(fieldErrors, 'truckPhotoIds'));

  const setPhotos = (truckPhotos: DraftImage[]) => {
    setError(undefined);
    applicationDraft.update({ truckPhotos });
  };
  const next = () => {
    if (draft.truckPhotos.length === 0) return setError('푸드트럭 사진을 한 장 이상 올려주세요');
    goNext();
  };

  return (
    <RegisterStepLayout
      step="truck-photos"
      title="푸드트럭 사진 등록"
      draft={draft}
      footer={
        <StepButton onClick={next} disabled={busy}>
          {busy ? '사진을 올리는 중이에요' : '다음'}
        </StepButton>
      }
    >
      <h2 className="text-xl font-bold">트럭 사진을 올려주세요</h2>
      <p className="mt-1 mb-5 text-[15px] text-gray-700">
        첫 번째 사진이 목록과 상세 화면의 대표 사진이 돼요. 트럭 전체가 보이는 밝은 사진이 좋아요.
      </p>
      <PhotoManager
        title="푸드트럭 사진"
        folder="trucks"
        photos={draft.truckPhotos}
        max={VENDOR_LIMITS.truckPhotosMax}
        cover
        onAdd={(images) => setPhotos([...applicationDraft.get().truckPhotos, ...images])}
        onRemove={(photo) => {
          setPhotos(applicationDraft.get().truckPhotos.filter((p) => p.id !== photo.id));
          if (photo.uploadedAt) deleteImage.mutate({ url: photo.url });
        }}
        onMove={(from, to) => setPhotos(movePhoto(applicationDraft.get().truckPhotos, from, to))}
        onBusyChange={setBusy}
        error={error}
      />
    </RegisterStepLayout>
  );
}

export default function RegisterTruckPhotosPage() {
  useHead({ title: '푸드트럭 사진 등록', noindex: true });
  return (
    <RegisterStepGuard step="truck-photos">{(draft) => <TruckPhotosStep draft={draft} />}</RegisterStepGuard>
  );
}
