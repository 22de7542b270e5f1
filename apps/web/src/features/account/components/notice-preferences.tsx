import {
  MARKETING_CHANNELS,
  MARKETING_CONSENT_NOTICE,
  NOTICE_CHANNELS,
  NOTICE_KINDS,
  type NoticeChannel,
  type NoticeKind,
  type NotificationPreferences,
  QUIET_HOURS_KST,
} from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatKstDate } from '../../../shell/format.ts';
import { paths } from '../../../shell/paths.ts';
import { useSession } from '../../../shell/session.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { notificationPreferencesQuery, useNoticeSwitchMutation } from '../api/notification-preferences.ts';
import { SWITCH } from './consent-list.tsx';

const KINDS: Record<NoticeKind, { label: string; description: string }> = {
  booking: { label: '예약 소식', description: '요청, 확정, 거절, 취소처럼 예약이 바뀌면 알려드려요.' },
  reminder: { label: '알림(리마인더)', description: '답을 기다리는 요청, 곧 만료되는 요청을 알려드려요.' },
  message: { label: '메시지', description: '예약 상대가 보낸 새 메시지를 알려드려요.' },
  marketing: { label: '마케팅', description: '할인, 이벤트, 새로 입점한 푸드트럭 소식 (광고)' },
};

const CHANNELS: Record<NoticeChannel, { label: string; unavailable: string }> = {
  email: { label: '이메일', unavailable: '이 서비스는 지금 이메일 알림을 보내지 않아요.' },
  alimtalk: { label: '카카오 알림톡', unavailable: '이 서비스는 지금 카카오 알림톡을 보내지 않아요.' },
};

const hour = (h: number) => (h === 0 ? '자정' : h < 12 ? `아침 ${h}시` : `밤 ${h - 12}시`);
// Email wakes no one: booking news and messages by email go at night too (decision 083).
export const QUIET_HOURS_NOTE = `${hour(QUIET_HOURS_KST.from)}부터 ${hour(QUIET_HOURS_KST.until)}까지 알림톡은 급한 예약 소식만 보내고 나머지는 ${hour(QUIET_HOURS_KST.until)}에 보내드려요. 이메일은 예약 소식과 메시지를 밤에도 바로 보내고, 리마인더와 마케팅은 ${hour(QUIET_HOURS_KST.until)}에 보내요.`;

function NoticeSwitch({ kind, channel, on }: { kind: NoticeKind; channel: NoticeChannel; on: boolean }) {
  const change = useNoticeSwitchMutation();
  return (
    <label className="flex min-h-12 items-center justify-between gap-4 py-1">
      <span className="text-[15px]">{CHANNELS[channel].label}</span>
      <input
        type="checkbox"
        role="switch"
        // The kind in the name too: a screen reader moving switch to switch hears which one (label in name kept).
        aria-label={`${KINDS[kind].label} ${CHANNELS[channel].label}`}
        aria-checked={on}
        checked={on}
        onChange={(event) => change.mutate({ kind, channel, enabled: event.currentTarget.checked })}
        className={SWITCH}
      />
    </label>
  );
}

/** Marketing's own words: turning it on is the consent (정보통신망법 제50조), so what it agrees to stands beside it. */
function MarketingNote({ consent }: { consent: NotificationPreferences['marketingConsent'] }) {
  return (
    <div className="mt-1 text-sm text-gray-600">
      <p>
        {consent.agreed && consent.recordedAt
          ? `${formatKstDate(consent.recordedAt)} 마케팅 정보 수신에 동의했어요. 끄면 동의를 철회해요.`
          : '켜면 마케팅 정보 수신에 동의하게 돼요. (선택)'}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs">
        {MARKETING_CONSENT_NOTICE.terms.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-gray-500">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs">카카오 알림톡으로는 광고를 보내지 않아요.</p>
    </div>
  );
}

function PreferenceGrid({ data }: { data: NotificationPreferences }) {
  const phone = useSession().user?.phone;
  const ready = NOTICE_CHANNELS.filter((channel) => data.channels[channel]);
  const notReady = NOTICE_CHANNELS.filter((channel) => !data.channels[channel]);
  return (
    <>
      {notReady.length > 0 && (
        <p className="mt-2 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700">
          {notReady.map((channel) => CHANNELS[channel].unavailable).join(' ')} 앱 안의 알림은 그대로 받아요.
        </p>
      )}
      {data.channels.alimtalk && !phone && (
        <p className="mt-2 text-sm text-gray-700">
          휴대폰 번호가 있어야 알림톡을 받을 수 있어요.{' '}
          <Link to={paths.profileEdit} className="inline-flex min-h-11 items-center font-semibold underline">
            번호 등록하기
          </Link>
        </p>
      )}
      {ready.length > 0 && (
        <ul className="mt-2 divide-y divide-gray-100">
          {NOTICE_KINDS.map((kind) => {
            const channels =
              kind === 'marketing' ? ready.filter((c) => MARKETING_CHANNELS.includes(c)) : ready;
            if (channels.length === 0) return null;
            return (
              <li key={kind} className="py-3">
                <fieldset>
                  <legend className="text-[15px] font-medium">{KINDS[kind].label}</legend>
                  <p className="text-sm text-gray-600">{KINDS[kind].description}</p>
                  {kind === 'marketing' && <MarketingNote consent={data.marketingConsent} />}
                  {channels.map((channel) => (
                    <NoticeSwitch
                      key={channel}
                      kind={kind}
                      channel={channel}
                      on={data.preferences[kind][channel]}
                    />
                  ))}
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/**
 * 설정 § 알림: per kind, a switch for each channel this server can send by. In-app notices
 * always arrive, so they have no switch.
 */
export function NoticePreferences() {
  const preferences = useQuery(notificationPreferencesQuery());
  return (
    <section aria-labelledby="settings-notifications" className="px-4 py-5">
      <h2 id="settings-notifications" className="text-base font-bold">
        알림
      </h2>
      <p className="mt-1 text-sm text-gray-600">앱 안의 알림(종 모양)은 언제나 받아요.</p>
      <p className="mt-1 text-sm text-gray-600">{QUIET_HOURS_NOTE}</p>
      {preferences.data ? (
        <PreferenceGrid data={preferences.data} />
      ) : preferences.isError ? (
        <p role="alert" className="mt-2 text-sm text-gray-700">
          알림 설정을 불러오지 못했어요.{' '}
          <button
            type="button"
            onClick={() => void preferences.refetch()}
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            다시 시도
          </button>
        </p>
      ) : (
        <PageSkeleton />
      )}
    </section>
  );
}
