import {
  groupDigits,
  noticeLabel,
  type OwnTruck,
  shortSido,
  type TruckProfileInput,
  truckProfileSchema,
  VENDOR_LIMITS,
} from '@ft/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LeaveDialog } from '../../../components/ui/leave-dialog.tsx';
import { readKeptWork, useKeptFormValues, useKeptSheet, writeKeptWork } from '../../../lib/kept-work.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { formatWon } from '../../../shell/format.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { useUpdateTruckMutation, vendorKeys } from '../api/vendor.ts';
import type { DraftImage, DraftMenuItem } from '../draft/application-draft.ts';
import { movePhoto } from '../draft/application-draft.ts';
import { useServerFieldErrors } from './fields.tsx';
import { Card, EDIT_BUTTON, FACTS, Fact, SAVED } from './manage-card.tsx';
import { MenuItemsForm } from './menu-items-form.tsx';
import { PhotoManager } from './photo-manager.tsx';
import { BusinessCard } from './truck-business-card.tsx';
import { TruckFields, type TruckForm, type TruckOptions } from './truck-fields.tsx';

// ── Photos ────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * Photos save as soon as they change. Changes go one after another, each from the last one's result, so a
 * batch that finishes while another save is on its way cannot undo it.
 */
function usePhotoSaver(truck: OwnTruck, kind: 'photos' | 'menuPhotos') {
  const queryClient = useQueryClient();
  const update = useUpdateTruckMutation(truck.id);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const planned = useRef<DraftImage[] | null>(null);
  const [shown, setShown] = useState<DraftImage[] | null>(null);
  const latest = () =>
    planned.current ??
    queryClient.getQueryData<OwnTruck[]>(vendorKeys.mine)?.find((t) => t.id === truck.id)?.[kind] ??
    truck[kind];

  const change = (next: (photos: DraftImage[]) => DraftImage[]) => {
    const target = next(latest());
    planned.current = target;
    setShown(target);
    queue.current = queue.current.then(async () => {
      const ids = target.map((p) => p.id);
      try {
        await update.mutateAsync(kind === 'photos' ? { truckPhotoIds: ids } : { menuPhotoIds: ids });
        toast.success(SAVED);
      } catch {
        // The API client said why; the list goes back to what the server has.
        planned.current = null;
        setShown(null);
        return;
      }
      if (planned.current === target) {
        planned.current = null;
        setShown(null);
      }
    });
  };
  return { photos: shown ?? truck[kind], change, saving: update.isPending };
}

function PhotosCard({ truck }: { truck: OwnTruck }) {
  const photos = usePhotoSaver(truck, 'photos');
  const menuPhotos = usePhotoSaver(truck, 'menuPhotos');
  return (
    <Card title="사진" description="바꾸면 바로 저장돼요. 첫 번째 사진이 대표 사진이에요.">
      <div className="space-y-6">
        <PhotoManager
          title="푸드트럭 사진"
          folder="trucks"
          photos={photos.photos}
          max={VENDOR_LIMITS.truckPhotosMax}
          min={1}
          cover
          onAdd={(images) => photos.change((list) => [...list, ...images])}
          onRemove={(photo) => photos.change((list) => list.filter((p) => p.id !== photo.id))}
          onMove={(from, to) => photos.change((list) => movePhoto(list, from, to))}
        />
        <PhotoManager
          title="메뉴판 사진"
          folder="menus"
          photos={menuPhotos.photos}
          max={VENDOR_LIMITS.menuPhotosMax}
          onAdd={(images) => menuPhotos.change((list) => [...list, ...images])}
          onRemove={(photo) => menuPhotos.change((list) => list.filter((p) => p.id !== photo.id))}
        />
      </div>
    </Card>
  );
}

// ── Profile ───────────────────────────────────────────────────────────────────────────────────────────────
const profileFormSchema = z.object({ truck: truckProfileSchema });
type ProfileInput = z.input<typeof profileFormSchema>;
type ProfileOutput = z.output<typeof profileFormSchema>;

export const profileOf = (truck: OwnTruck): TruckProfileInput => ({
  name: truck.name,
  truckTypeId: truck.truckType.id,
  truckSizeId: truck.truckSize.id,
  categoryIds: truck.categories.map((c) => c.id),
  regions: truck.regions.map(({ sido, sigungu }) => ({ sido, sigungu })) as TruckProfileInput['regions'],
  baseFee: truck.baseFee,
  minServings: truck.minServings,
  maxServings: truck.maxServings,
  minNoticeHours: truck.minNoticeHours,
  depositPercent: truck.depositPercent,
  description: truck.description,
});

function ProfileSummary({ truck }: { truck: OwnTruck }) {
  return (
    <dl className={FACTS}>
      <Fact label="이름">{truck.name}</Fact>
      <Fact label="종류·크기">
        {truck.truckType.name} · {truck.truckSize.name}
      </Fact>
      <Fact label="메뉴 분류">{truck.categories.map((c) => c.name).join(', ')}</Fact>
      <Fact label="출장 지역">
        {truck.regions.map((r) => `${shortSido(r.sido)} ${r.sigungu}`.trim()).join(', ')}
      </Fact>
      <Fact label="기본 출장비">{formatWon(truck.baseFee)}</Fact>
      <Fact label="인분">
        {groupDigits(truck.minServings)}~{groupDigits(truck.maxServings)}인분
      </Fact>
      <Fact label="예약 마감">행사 {noticeLabel(truck.minNoticeHours)} 전까지</Fact>
      <Fact label="계약금">
        {truck.depositPercent === 100 ? '수락 뒤 전액 결제' : `확정 금액의 ${truck.depositPercent}%`}
      </Fact>
      <Fact label="소개">
        <span className="line-clamp-3 whitespace-pre-line">{truck.description}</span>
      </Fact>
    </dl>
  );
}

function ProfileForm({
  truck,
  options,
  keptAs,
  onDone,
}: {
  truck: OwnTruck;
  options: TruckOptions;
  keptAs: string;
  onDone: () => void;
}) {
  const update = useUpdateTruckMutation(truck.id);
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { truck: profileOf(truck) },
    mode: 'onTouched',
  });
  useServerFieldErrors(form, update.error?.fields);
  useKeptFormValues(form, `${keptAs}:values`);
  // Unsaved edits are asked about before they go: leaving the screen, or 취소 (as booking edit does).
  const dirty = form.formState.isDirty;
  const guard = useLeaveGuard(dirty);
  const [askingCancel, setAskingCancel] = useState(false);
  const save = form.handleSubmit(async (values) => {
    const saved = await update.mutateAsync({ truck: values.truck }).catch(() => null);
    if (!saved) return;
    guard.release();
    toast.success(SAVED);
    onDone();
  });
  const stay = () => (askingCancel ? setAskingCancel(false) : guard.stay());
  const leave = () => {
    if (!askingCancel) return guard.leave();
    guard.release();
    onDone();
  };
  return (
    <form onSubmit={save} noValidate aria-label="트럭 정보" className="space-y-5">
      <TruckFields form={form as unknown as TruckForm} options={options} truckId={truck.id} />
      {(guard.asking || askingCancel) && <LeaveDialog onStay={stay} onLeave={leave} />}
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={() => (dirty ? setAskingCancel(true) : onDone())}
          className={SECONDARY_BUTTON}
        >
          취소
        </button>
        <button
          type="submit"
          disabled={update.isPending}
          className={`${PRIMARY_BUTTON} disabled:bg-gray-300`}
        >
          {update.isPending ? '저장하는 중…' : '저장'}
        </button>
      </div>
    </form>
  );
}

function ProfileCard({ truck, options }: { truck: OwnTruck; options: TruckOptions }) {
  // Editing, and what was typed, survive a session that expires mid-edit (lib/kept-work.ts).
  const scope = `vendor-truck-profile:${truck.id}`;
  const [editing, setEditing, stopEditing] = useKeptSheet<true>(scope);
  return (
    <Card title="트럭 정보" description="이름, 소개, 출장 지역, 인분과 출장비는 저장하면 바로 바뀌어요.">
      {editing ? (
        <ProfileForm truck={truck} options={options} keptAs={scope} onDone={stopEditing} />
      ) : (
        <>
          <ProfileSummary truck={truck} />
          <button type="button" onClick={() => setEditing(true)} className={EDIT_BUTTON}>
            트럭 정보 수정
          </button>
        </>
      )}
    </Card>
  );
}

// ── Menu ──────────────────────────────────────────────────────────────────────────────────────────────────
function MenuForm({ truck, keptAs, onDone }: { truck: OwnTruck; keptAs: string; onDone: () => void }) {
  const update = useUpdateTruckMutation(truck.id);
  const id = `truck-menu-${truck.id}`;
  const keptKey = `${keptAs}:items`;
  return (
    <>
      <MenuItemsForm
        id={id}
        items={
          readKeptWork<DraftMenuItem[]>(keptKey) ??
          truck.menu.map(({ categoryId, name, price, description }) => ({
            categoryId,
            name,
            price,
            description,
          }))
        }
        onChange={(items) => writeKeptWork(keptKey, items)}
        categories={truck.categories}
        serverErrors={update.error?.fields}
        onValid={async (values) => {
          const saved = await update.mutateAsync({ menuItems: values.menuItems }).catch(() => null);
          if (!saved) return;
          toast.success(SAVED);
          onDone();
        }}
      />
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" onClick={onDone} className={SECONDARY_BUTTON}>
          취소
        </button>
        <button
          type="submit"
          form={id}
          disabled={update.isPending}
          className={`${PRIMARY_BUTTON} disabled:bg-gray-300`}
        >
          {update.isPending ? '저장하는 중…' : '메뉴 저장'}
        </button>
      </div>
    </>
  );
}

function MenuCard({ truck }: { truck: OwnTruck }) {
  // A menu being edited (a new dish half typed) survives a session that expires mid-edit (lib/kept-work.ts).
  const scope = `vendor-truck-menu:${truck.id}`;
  const [editing, setEditing, stopEditing] = useKeptSheet<true>(scope);
  return (
    <Card title="메뉴와 가격" description="손님이 예약을 요청할 때 고르는 메뉴예요. 1인분 기준 가격이에요.">
      {editing ? (
        <MenuForm truck={truck} keptAs={scope} onDone={stopEditing} />
      ) : (
        <>
          <ul aria-label="등록한 메뉴" className="divide-y divide-gray-100">
            {truck.menu.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="font-medium">{item.name}</p>
                  {item.description && <p className="truncate text-sm text-gray-600">{item.description}</p>}
                </div>
                <p className="shrink-0 font-semibold tabular-nums">{formatWon(item.price)}</p>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setEditing(true)} className={EDIT_BUTTON}>
            메뉴 수정
          </button>
        </>
      )}
    </Card>
  );
}

/** Everything a vendor manages on one truck, each part saved on its own. */
export function TruckManage({ truck, options }: { truck: OwnTruck; options: TruckOptions }) {
  return (
    <>
      <PhotosCard truck={truck} />
      <ProfileCard truck={truck} options={options} />
      <MenuCard truck={truck} />
      <BusinessCard truck={truck} />
    </>
  );
}
