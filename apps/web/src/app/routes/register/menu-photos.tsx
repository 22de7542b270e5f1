import { VENDOR_LIMITS } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { StepButton } from '../../../components/ui/step-layout.tsx';
import { activeCategoriesQuery } from '../../../features/reference/api/reference.ts';
import { useDeleteImageMutation } from '../../../features/vendor/api/uploads.ts';
import { FormSection } from '../../../features/vendor/components/fields.tsx';
import { MenuItemsForm } from '../../../features/vendor/components/menu-items-form.tsx';
import { PhotoManager } from '../../../features/vendor/components/photo-manager.tsx';
import {
  RegisterStepGuard,
  RegisterStepLayout,
  useReturnedFieldErrors,
} from '../../../features/vendor/components/register-step.tsx';
import { useBusyFlags } from '../../../features/vendor/components/use-busy.ts';
import {
  type ApplicationDraft,
  applicationDraft,
  type DraftImage,
  type DraftMenuItem,
} from '../../../features/vendor/draft/application-draft.ts';
import { firstFieldError } from '../../../features/vendor/draft/application-steps.ts';
import { useNextRegisterStep } from '../../../features/vendor/hooks/use-next-register-step.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { useHead } from '../../../shell/head.tsx';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

function MenuStep({ draft }: { draft: ApplicationDraft }) {
  const goNext = useNextRegisterStep('truck-photos');
  const fieldErrors = useReturnedFieldErrors();
  const categories = useQuery(activeCategoriesQuery());
  const deleteImage = useDeleteImageMutation();
  const busy = useBusyFlags();
  const [photoError, setPhotoError] = useState(() => firstFieldError(fieldErrors, 'menuPhotoIds'));
  const saveItems = useCallback((menuItems: DraftMenuItem[]) => applicationDraft.update({ menuItems }), []);
  const setBusy = useCallback((value: boolean) => busy.set('menu-photos', value), [busy.set]);

  if (categories.error) return <ErrorPage error={categories.error} />;
  if (!categories.data) return <PageSkeleton />;
  const chosen = new Set(draft.truck.categoryIds ?? []);
  const truckCategories = categories.data.filter((c) => chosen.has(c.id));

  const setPhotos = (menuPhotos: DraftImage[]) => {
    setPhotoError(undefined);
    applicationDraft.update({ menuPhotos });
  };
  const remove = (photo: DraftImage) => {
    setPhotos(applicationDraft.get().menuPhotos.filter((p) => p.id !== photo.id));
    // Uploaded for this draft and now unused: the server may let it go (a taken-over photo stays).
    if (photo.uploadedAt) deleteImage.mutate({ url: photo.url });
  };

  return (
    <RegisterStepLayout
      step="menu-photos"
      title="메뉴 등록"
      draft={draft}
      footer={
        <StepButton form="vendor-menu" disabled={busy.any}>
          {busy.any ? '사진을 올리는 중이에요' : '다음'}
        </StepButton>
      }
    >
      <div className="space-y-10">
        <FormSection
          title="메뉴와 가격"
          description="손님이 이 트럭에 예약을 요청할 때 고르는 메뉴예요. 1인분 기준 가격을 적어주세요."
        >
          <MenuItemsForm
            id="vendor-menu"
            items={draft.menuItems}
            categories={truckCategories}
            onChange={saveItems}
            serverErrors={fieldErrors}
            onValid={goNext}
          />
        </FormSection>
        <FormSection
          title="메뉴판 사진 (선택)"
          description="메뉴판이 있다면 찍어서 올려주세요. 상세 화면에 보여요."
        >
          <PhotoManager
            title="메뉴판 사진"
            folder="menus"
            photos={draft.menuPhotos}
            max={VENDOR_LIMITS.menuPhotosMax}
            onAdd={(images) => setPhotos([...applicationDraft.get().menuPhotos, ...images])}
            onRemove={remove}
            onBusyChange={setBusy}
            error={photoError}
          />
        </FormSection>
      </div>
    </RegisterStepLayout>
  );
}

export default function RegisterMenuPhotosPage() {
  useHead({ title: '메뉴판 사진 등록', noindex: true });
  return <RegisterStepGuard step="menu-photos">{(draft) => <MenuStep draft={draft} />}</RegisterStepGuard>;
}
