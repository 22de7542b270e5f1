import type { Settings } from '@ft/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client.ts';

export const settingsQuery = () =>
  queryOptions({ queryKey: ['me', 'settings'], queryFn: () => api.get<Settings>('/api/v1/users/settings') });

export const updateSettings = async (body: Partial<Settings>) =>
  (await apiRequest<{ data: Settings }>('/api/v1/users/settings', { method: 'PUT', body })).data;

export const deleteAccount = () =>
  apiRequest('/api/v1/users/me', { method: 'DELETE', body: { confirm: true } });
