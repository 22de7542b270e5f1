import type { BookingInfoInput } from '@ft/shared';
import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import {
  addressFromPostcode,
  loadPostcode,
  type PostcodeConstructor,
  type PostcodeResult,
} from '../postcode/postcode.ts';

type Mode = 'search' | 'manual';

/**
 * 주소 검색 with the Kakao postcode service, loaded when first needed; when it cannot load (offline, blocked,
 * too slow) the same fields open for typing, so the request never depends on a third-party script.
 */
export function AddressField({ form }: { form: UseFormReturn<BookingInfoInput> }) {
  const hasAddress = Boolean(form.getValues('address.roadAddress'));
  const [mode, setMode] = useState<Mode>('search');
  const [searching, setSearching] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The loaded service while its sheet is open; null when closed.
  const [service, setService] = useState<PostcodeConstructor | null>(null);
  const errors = form.formState.errors.address;

  const toManual = (message: string | null) => {
    setMode('manual');
    setNotice(message);
    setService(null);
    // Let the fields become editable before moving focus into them.
    setTimeout(() => form.setFocus('address.postcode'), 0);
  };

  const search = async () => {
    setSearching(true);
    try {
      const Postcode = await loadPostcode();
      setService(() => Postcode);
    } catch {
      toManual('주소 검색을 불러오지 못했어요. 우편번호와 주소를 직접 입력해주세요.');
    } finally {
      setSearching(false);
    }
  };

  const choose = (data: PostcodeResult) => {
    const address = addressFromPostcode(data);
    form.setValue('address.postcode', address.postcode, { shouldValidate: true, shouldDirty: true });
    form.setValue('address.roadAddress', address.roadAddress, { shouldValidate: true, shouldDirty: true });
    setService(null);
    setTimeout(() => form.setFocus('address.detailAddress'), 0);
  };

  const manual = mode === 'manual';
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-semibold text-gray-800">행사 장소</legend>
      {notice && (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {notice}
        </p>
      )}
      {!manual && (
        <button
          type="button"
          onClick={search}
          disabled={searching}
          aria-busy={searching || undefined}
          className={`${SECONDARY_BUTTON} bg-white`}
        >
          {searching ? '주소 검색 여는 중…' : hasAddress ? '주소 다시 검색' : '주소 검색'}
        </button>
      )}
      <div className="space-y-3">
        <TextField
          label="우편번호"
          className="max-w-40"
          inputMode="numeric"
          maxLength={5}
          readOnly={!manual}
          placeholder={manual ? '06236' : ''}
          registration={form.register('address.postcode')}
          error={errors?.postcode?.message}
        />
        <TextField
          label="주소"
          readOnly={!manual}
          placeholder={manual ? '서울 강남구 테헤란로 152' : '주소 검색으로 입력돼요'}
          autoComplete="street-address"
          registration={form.register('address.roadAddress')}
          error={errors?.roadAddress?.message}
        />
      </div>
      <TextField
        label="상세 주소"
        placeholder="건물 동·층, 주차장 위치 등"
        autoComplete="address-line2"
        registration={form.register('address.detailAddress')}
        error={errors?.detailAddress?.message}
      />
      {!manual && (
        <button
          type="button"
          onClick={() => toManual(null)}
          className="min-h-11 text-sm font-medium text-gray-700 underline underline-offset-4"
        >
          주소를 직접 입력할게요
        </button>
      )}
      {service && <PostcodeSheet Postcode={service} onChoose={choose} onClose={() => setService(null)} />}
    </fieldset>
  );
}

/**
 * The full-screen sheet the service draws itself into. It embeds once its layer is in the document (an effect
 * runs after React has committed it): a frame scheduled beside the state change could come before the commit on
 * a busy phone and leave the sheet empty (docs/decisions/029).
 */
function PostcodeSheet({
  Postcode,
  onChoose,
  onClose,
}: {
  Postcode: PostcodeConstructor;
  onChoose: (data: PostcodeResult) => void;
  onClose: () => void;
}) {
  const layer = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const choose = useRef(onChoose);
  choose.current = onChoose;
  useEffect(() => {
    const element = layer.current;
    if (!element) return;
    new Postcode({ width: '100%', height: '100%', oncomplete: (data) => choose.current(data) }).embed(
      element,
    );
    return () => element.replaceChildren();
  }, [Postcode]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 mx-auto flex max-w-[480px] flex-col bg-white"
    >
      <div className="flex h-14 items-center justify-between border-b border-gray-100 px-4">
        <h2 id={titleId} className="text-lg font-bold">
          주소 검색
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 min-w-11 rounded-full text-sm font-semibold text-gray-700"
        >
          닫기
        </button>
      </div>
      <div ref={layer} className="min-h-0 flex-1" />
    </div>
  );
}
