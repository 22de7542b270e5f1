import type { MenuCategoryWithItems } from '@ft/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';
import { LONG } from './reference.ts';

// Only the request's menu step reads the whole catalogue: kept out of reference.ts, which every visitor's
// first load carries.

export const menuItemKeys = {
  grouped: [...queryRoots.reference, 'menu-items', 'grouped'] as const,
};

/** Every dish by its category, for a request open to every truck (no truck's own menu to choose from). */
export const groupedMenuQuery = () =>
  queryOptions({
    queryKey: menuItemKeys.grouped,
    queryFn: async () =>
      (await apiRequest<Envelope<MenuCategoryWithItems[]>>('/api/v1/menu-items/grouped')).data,
    staleTime: LONG,
  });
