import { type AdminTruck, withParticle } from '@ft/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useKeptSheet } from '../../../lib/kept-work.ts';
import { formatReceivedAt } from '../../../shell/format.ts';
import { paths } from '../../../shell/paths.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { adminTruckKeys, useTruckStatusMutation } from '../api/trucks.ts';
import { adminPaths } from '../paths.ts';
import { truckMove } from '../truck-moves.ts';
import { ReasonSheet } from './action-sheets.tsx';
import { TruckStatusBadge } from './badges.tsx';

/** One truck: status, business, owner, the latest reason given, and 정지 / 다시 열기 when it applies. */
export function AdminTruckCard({ truck }: { truck: AdminTruck }) {
  const scope = `admin-truck:${truck.id}`;
  const [open, setOpen, close] = useKeptSheet<true>(scope);
  const change = useTruckStatusMutation(truck.id);
  const queryClient = useQueryClient();
  const move = truckMove(truck.status);
  const suspending = move?.to === 'suspended';
  return (
    <article aria-labelledby={`truck-${truck.id}`} className="rounded-2xl border border-gray-200 p-4">
      <div className="flex items-center gap-2">
        <TruckStatusBadge status={truck.status} />
        <span className="ml-auto text-sm text-gray-600">
          등록 <time dateTime={truck.createdAt}>{formatReceivedAt(truck.createdAt)}</time>
        </span>
      </div>
      <h3 id={`truck-${truck.id}`} className="mt-2 truncate text-lg font-bold">
        {truck.name}
      </h3>
      <p className="truncate text-[15px] text-gray-800">{truck.companyName}</p>
      <p className="truncate text-sm text-gray-600">
        {truck.owner ? (
          <>
            사장님 {truck.owner.nickname}
            {truck.owner.email && ` · ${truck.owner.email}`}
          </>
        ) : (
          '연결된 사장님 계정 없음'
        )}
      </p>
      {truck.statusReason && (
        <p className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-sm whitespace-pre-line text-gray-800">
          <span className="font-semibold">{truck.status === 'suspended' ? '정지 사유' : '최근 사유'}</span>{' '}
          {truck.statusReason}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        {truck.status === 'approved' && (
          <Link
            to={paths.foodtruck(truck.id)}
            className="flex min-h-11 flex-1 items-center justify-center rounded-xl border border-gray-300 px-3 text-[15px] font-semibold"
          >
            공개 페이지
          </Link>
        )}
        {truck.status === 'pending' && (
          <Link
            to={adminPaths.applications()}
            className="flex min-h-11 flex-1 items-center justify-center rounded-xl border border-gray-300 px-3 text-[15px] font-semibold"
          >
            입점 심사에서 보기
          </Link>
        )}
        {move && (
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-label={`${truck.name} ${move.label}`}
            className={`flex min-h-11 flex-1 items-center justify-center rounded-xl px-3 text-[15px] font-semibold ${
              suspending ? 'border border-red-200 text-red-700' : 'bg-gray-900 text-white'
            }`}
          >
            {move.label}
          </button>
        )}
      </div>
      {open && move && (
        <ReasonSheet
          title={suspending ? '영업을 정지할까요?' : '다시 열까요?'}
          description={
            suspending
              ? `${withParticle(truck.name, '이/가')} 푸드트럭 목록과 검색에서 바로 빠지고 새 예약 요청을 받지 못해요. 이미 받은 예약은 그대로 남아요.`
              : `${withParticle(truck.name, '이/가')} 푸드트럭 목록에 다시 보이고 예약 요청을 받을 수 있어요.`
          }
          keptAs={scope}
          label={suspending ? '정지 사유' : '다시 여는 사유'}
          placeholder={
            suspending
              ? '예: 위생 관련 신고가 접수되어 확인될 때까지 정지해요.'
              : '예: 위생 점검 결과를 확인했어요. 영업을 다시 열어요.'
          }
          submitLabel={suspending ? '정지하기' : '다시 열기'}
          pendingLabel={suspending ? '정지하는 중…' : '여는 중…'}
          tone={suspending ? 'danger' : 'primary'}
          onClose={close}
          onSubmit={async (reason) => {
            await change.mutateAsync({ status: move.to, reason });
            close();
            toast.success(suspending ? '영업을 정지했어요' : '다시 열었어요', truck.name);
          }}
          onMovedElsewhere={(error) => {
            close();
            toast.warning('푸드트럭 상태가 바뀌었어요', error.message);
            void queryClient.invalidateQueries({ queryKey: adminTruckKeys.all });
          }}
        />
      )}
    </article>
  );
}
