import type { DraftRetry } from '../draft/draft-store.ts';
import { linesText } from '../draft/rerequest.ts';

/** On the info step of a re-request: where the filled-in content came from. */
export function RetryBanner({ retry }: { retry: DraftRetry }) {
  return (
    <div className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-sm break-keep text-gray-800">
      <p className="font-bold text-gray-900">
        {retry.replacesBookingId ? '열린 요청으로 넓혀요' : '이전 요청 내용을 채워 두었어요'}
      </p>
      <p className="mt-0.5">
        <span className="tabular-nums">{retry.bookingCode}</span> 요청에서 가져왔어요. 바꿀 부분만 고쳐주세요.
        {retry.replacesBookingId && ' 열린 요청을 보내면 이전 요청은 취소돼요.'}
      </p>
    </div>
  );
}

/**
 * On the menu step of a re-request whose dishes could not come along: why they must be chosen again (an
 * open request takes the catalogue's dishes, not one truck's; or the truck no longer offers them), and what
 * they were.
 */
export function RetryMenuNote({ retry }: { retry: DraftRetry }) {
  const { rechoose } = retry;
  if (!rechoose) return null;
  const truck = rechoose.truckName ?? '푸드트럭';
  return (
    <div className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm break-keep text-amber-950">
      <p className="font-bold">
        {rechoose.reason === 'catalogue' ? '메뉴를 다시 골라주세요' : '빠진 메뉴가 있어요'}
      </p>
      <p className="mt-0.5">
        {rechoose.reason === 'catalogue'
          ? `이전 요청은 ${truck}의 메뉴에서 골랐어요. 열린 요청은 여러 푸드트럭이 함께 보는 공통 메뉴에서 골라야 해요. 행사 정보와 연락처는 그대로 채워 두었어요.`
          : `${truck}의 메뉴에서 내려간 요리는 뺐어요. 다른 메뉴로 골라주세요.`}
      </p>
      <p className="mt-1">
        <span className="font-semibold">이전에 고른 메뉴</span> {linesText(rechoose.lines)}
      </p>
    </div>
  );
}
