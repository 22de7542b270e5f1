import type { Catalogue, CatalogueKind } from '@ft/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';

export type CatalogueEntry<K extends CatalogueKind = CatalogueKind> = Catalogue[K][number];

export const catalogueKeys = { all: ['admin', 'catalogue'] as const };

/** Every kind with every row, active or not. */
export const catalogueQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.all,
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<Catalogue>>('/api/v1/admin/catalogue', { signal })).data,
  });

export interface SaveEntry {
  kind: CatalogueKind;
  /** Absent: a new entry. */
  id?: number;
  body: Record<string, unknown>;
}

/**
 * Adds an entry, or changes one (a partial body; `{ isActive: false }` deactivates it). Field errors come back
 * in `fields` for the sheet to show under its inputs, so the client raises no toast. The answer replaces the
 * row in the cached catalogue, and the public lists of this tab are marked stale.
 */
export function useSaveCatalogueEntryMutation() {
  const queryClient = useQueryClient();
  return useMutation<CatalogueEntry, ApiError, SaveEntry>({
    mutationFn: async ({ kind, id, body }) =>
      (
        await apiRequest<Envelope<CatalogueEntry>>(
          id === undefined ? `/api/v1/admin/catalogue/${kind}` : `/api/v1/admin/catalogue/${kind}/${id}`,
          { method: id === undefined ? 'POST' : 'PUT', body, notify: false },
        )
      ).data,
    onSuccess: async (entry, { kind, id }) => {
      queryClient.setQueryData<Catalogue>(catalogueKeys.all, (catalogue) => {
        if (!catalogue) return catalogue;
        const rows = catalogue[kind] as CatalogueEntry[];
        const next =
          id === undefined ? [...rows, entry] : rows.map((row) => (row.id === entry.id ? entry : row));
        return { ...catalogue, [kind]: next };
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.reference, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryRoots.policies, refetchType: 'none' }),
      ]);
    },
  });
}
