import { estimateBooking, groupDigits, servingsProblems, withParticle } from '@ft/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { StepButton } from '../../../components/ui/step-layout.tsx';
import { MenuPicker, pricedLines } from '../../../features/booking/components/menu-picker.tsx';
import { RetryMenuNote } from '../../../features/booking/components/retry-notes.tsx';
import { StepGuard } from '../../../features/booking/components/step-guard.tsx';
import { BookingStepLayout } from '../../../features/booking/components/step-layout.tsx';
import { type BookingDraft, bookingDraft } from '../../../features/booking/draft/draft-store.ts';
import { trackBookingStep } from '../../../lib/analytics.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { formatWon } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { paths } from '../../../shell/paths.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { useBookingMenu } from '../../hooks/use-booking-menu.ts';

function MenuStep({ draft }: { draft: BookingDraft }) {
  const navigate = useNavigate();
  const menu = useBookingMenu(draft.truck?.id ?? null);
  const [focusProblem, setFocusProblem] = useState(0);
  if (menu.error) return <ErrorPage error={menu.error} />;
  if (!menu.groups) return <PageSkeleton />;
  const lines = pricedLines(menu.groups, draft.menus);
  const menuTotal = estimateBooking(lines);
  const servings = lines.reduce((sum, line) => sum + line.servings, 0);
  // The same rule the server applies (docs/decisions/014): the step never sends what it would refuse.
  const problems = servingsProblems(lines, menu.servingsRange);
  const firstLineProblem = lines.find((_, index) => problems[`menus.${index}.servings`]);
  return (
    <BookingStepLayout
      step="menu"
      title="메뉴 설정"
      truck={draft.truck}
      footer={
        <div>
          <p aria-live="polite" className="flex items-baseline justify-between text-sm text-gray-700">
            <span>
              {lines.length > 0
                ? `${lines.length}개 메뉴 · ${groupDigits(servings)}인분`
                : '메뉴를 담아주세요'}
            </span>
            <span>
              예상{' '}
              <strong className="text-lg text-gray-900">
                {formatWon(menuTotal + (draft.truck?.baseFee ?? 0))}
              </strong>
            </span>
          </p>
          <div aria-live="polite">
            {(problems.menus || firstLineProblem) && (
              <p className="mt-1 text-sm font-medium text-red-700">
                {problems.menus ?? `${firstLineProblem?.name} 수량을 확인해주세요`}
              </p>
            )}
          </div>
          <div className="mt-2">
            <StepButton
              disabled={lines.length === 0}
              onClick={() => {
                if (Object.keys(problems).length > 0) {
                  setFocusProblem((n) => n + 1);
                  return;
                }
                trackBookingStep('menu_select');
                navigate(paths.bookingStep('contact'));
              }}
            >
              다음
            </StepButton>
          </div>
        </div>
      }
    >
      <h2 className="text-xl font-bold">어떤 메뉴를 준비할까요?</h2>
      <p className="mt-1 mb-4 text-sm text-gray-700">
        {draft.truck
          ? `${draft.truck.name}의 메뉴와 가격이에요. 출장비 ${withParticle(formatWon(draft.truck.baseFee), '이/가')} 더해져요.`
          : '참고 가격이에요. 실제 금액은 견적을 보내는 사장님이 정해요.'}
      </p>
      {draft.retry && <RetryMenuNote retry={draft.retry} />}
      <MenuPicker
        groups={menu.groups}
        lines={draft.menus}
        defaultServings={draft.info.guestCount ?? 50}
        onChange={(menus) => bookingDraft.update({ menus })}
        servingsRange={menu.servingsRange}
        focusProblem={focusProblem}
      />
    </BookingStepLayout>
  );
}

export default function BookingMenuPage() {
  useHead({ title: '메뉴 설정', noindex: true });
  return <StepGuard step="menu">{(draft) => <MenuStep draft={draft} />}</StepGuard>;
}
