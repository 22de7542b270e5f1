import {
  CATALOGUE_KIND_LABELS,
  CATALOGUE_KINDS,
  type Catalogue,
  type CatalogueKind,
  withParticle,
} from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CatalogueEntry, catalogueQuery } from '../../../features/admin/api/catalogue.ts';
import { entryDetail, entryName, sortedEntries } from '../../../features/admin/catalogue-form.ts';
import { ActiveBadge } from '../../../features/admin/components/badges.tsx';
import {
  CatalogueEntrySheet,
  CatalogueToggleSheet,
} from '../../../features/admin/components/catalogue-sheet.tsx';
import {
  CardsSkeleton,
  CountTab,
  ListError,
  TabBar,
} from '../../../features/admin/components/list-parts.tsx';
import { adminPaths } from '../../../features/admin/paths.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { toast } from '../../../shell/ui/toast-store.ts';

const isKind = (value: string | null): value is CatalogueKind =>
  CATALOGUE_KINDS.some((kind) => kind === value);

type Sheet = { type: 'edit'; entry?: CatalogueEntry } | { type: 'toggle'; entry: CatalogueEntry };

function EntryRow({
  kind,
  entry,
  catalogue,
  onEdit,
  onToggle,
}: {
  kind: CatalogueKind;
  entry: CatalogueEntry;
  /** Given, a menu item names its category (not needed under its category's heading). */
  catalogue?: Catalogue | undefined;
  onEdit: () => void;
  onToggle: () => void;
}) {
  const name = entryName(entry);
  return (
    <li className={`flex items-start gap-3 px-4 py-3 ${entry.isActive ? '' : 'bg-gray-50'}`}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`text-[15px] font-bold ${entry.isActive ? '' : 'text-gray-700'}`}>{name}</span>
          {!entry.isActive && <ActiveBadge active={false} />}
        </p>
        <p className="mt-0.5 line-clamp-2 text-sm text-gray-700">{entryDetail(kind, entry, catalogue)}</p>
        <p className="mt-0.5 truncate font-mono text-xs text-gray-600">{entry.slug}</p>
      </div>
      <div className="flex w-22 shrink-0 flex-col gap-1.5">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`${name} 수정`}
          className="flex min-h-11 items-center justify-center rounded-lg border border-gray-300 text-sm font-semibold"
        >
          수정
        </button>
        <button
          type="button"
          onClick={onToggle}
          aria-label={`${name} ${entry.isActive ? '비활성화' : '활성화'}`}
          className={`flex min-h-11 items-center justify-center rounded-lg border text-sm font-semibold ${
            entry.isActive ? 'border-red-200 text-red-700' : 'border-gray-900 bg-gray-900 text-white'
          }`}
        >
          {entry.isActive ? '비활성화' : '활성화'}
        </button>
      </div>
    </li>
  );
}

/** Menu items by their category, with a filter: 63 items make a long list on a phone. */
function MenuItemGroups({
  catalogue,
  render,
}: {
  catalogue: Catalogue;
  render: (entry: CatalogueEntry) => ReactNode;
}) {
  const id = useId();
  const [category, setCategory] = useState('');
  const categories = catalogue['menu-categories'].filter((c) => category === '' || String(c.id) === category);
  return (
    <>
      <div className="mb-4">
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-800">
          메뉴 분류
        </label>
        <select
          id={id}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          className="h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base"
        >
          <option value="">전체 분류</option>
          {catalogue['menu-categories'].map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-6">
        {categories.map((c) => {
          const items = sortedEntries(
            'menu-items',
            catalogue['menu-items'].filter((item) => item.categoryId === c.id),
          );
          return (
            <section key={c.id} aria-labelledby={`category-${c.id}`}>
              <h3 id={`category-${c.id}`} className="mb-2 text-base font-bold">
                {c.name}
                <span className="ml-1.5 text-sm font-normal text-gray-600">{items.length}개</span>
                {!c.isActive && (
                  <span className="ml-1.5 text-sm font-normal text-gray-600">(비활성 분류)</span>
                )}
              </h3>
              {items.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
                  이 분류에는 메뉴가 없어요.
                </p>
              ) : (
                <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200">
                  {items.map(render)}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}

/** 기준 정보: every kind of reference data in tabs; add, edit, deactivate and reactivate in sheets. */
export default function AdminCataloguePage() {
  useHead({ title: '기준 정보', noindex: true });
  const [search] = useSearchParams();
  const param = search.get('kind');
  const kind: CatalogueKind = isKind(param) ? param : 'event-types';
  const catalogue = useQuery(catalogueQuery());
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const label = CATALOGUE_KIND_LABELS[kind];

  const row = (data: Catalogue) => (entry: CatalogueEntry) => (
    <EntryRow
      key={entry.id}
      kind={kind}
      entry={entry}
      catalogue={kind === 'menu-items' ? undefined : data}
      onEdit={() => setSheet({ type: 'edit', entry })}
      onToggle={() => setSheet({ type: 'toggle', entry })}
    />
  );

  return (
    <>
      <PageHeader title="기준 정보" back={false} />
      <TabBar label="기준 정보 종류">
        {CATALOGUE_KINDS.map((tab) => (
          <li key={tab} className="shrink-0">
            <CountTab
              label={CATALOGUE_KIND_LABELS[tab]}
              count={catalogue.data?.[tab].length}
              to={adminPaths.catalogue(tab)}
              current={tab === kind}
            />
          </li>
        ))}
      </TabBar>
      <main id="main" className="px-4 py-4 pb-10">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 className="text-lg font-bold">{label}</h2>
          <button
            type="button"
            disabled={!catalogue.data}
            onClick={() => setSheet({ type: 'edit' })}
            className="flex min-h-11 items-center gap-1 rounded-xl bg-gray-900 px-4 text-[15px] font-bold text-white disabled:opacity-60"
          >
            <span aria-hidden="true">+</span> {label} 추가
          </button>
        </div>
        {catalogue.isError && !catalogue.data ? (
          <ListError message={catalogue.error.message} onRetry={() => void catalogue.refetch()} />
        ) : !catalogue.data ? (
          <CardsSkeleton />
        ) : kind === 'menu-items' ? (
          <MenuItemGroups catalogue={catalogue.data} render={row(catalogue.data)} />
        ) : (
          <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200">
            {sortedEntries(kind, catalogue.data[kind]).map(row(catalogue.data))}
          </ul>
        )}
      </main>
      {sheet?.type === 'edit' && catalogue.data && (
        <CatalogueEntrySheet
          kind={kind}
          entry={sheet.entry}
          catalogue={catalogue.data}
          onClose={() => setSheet(null)}
          onSaved={(entry, created) => {
            setSheet(null);
            toast.success(
              created ? `${withParticle(label, '을/를')} 추가했어요` : '저장했어요',
              entryName(entry),
            );
          }}
        />
      )}
      {sheet?.type === 'toggle' && (
        <CatalogueToggleSheet
          kind={kind}
          entry={sheet.entry}
          name={entryName(sheet.entry)}
          onClose={() => setSheet(null)}
          onDone={(entry) => {
            setSheet(null);
            toast.success(entry.isActive ? '다시 사용해요' : '비활성화했어요', entryName(entry));
          }}
        />
      )}
    </>
  );
}
