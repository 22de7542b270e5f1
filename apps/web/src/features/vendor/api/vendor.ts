import type { OwnTruck, TruckUpdateBody, VendorApplicationBody } from '@ft/shared';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest, type Envelope } from '../../../lib/api-client.ts';

export const vendorKeys = {
  mine: ['vendor', 'trucks', 'mine'] as const,
};

/** The signed-in person's trucks, newest first, with their application's state (also for applicants). */
export const myTrucksQuery = () =>
  queryOptions({
    queryKey: vendorKeys.mine,
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<OwnTruck[]>>('/api/v1/foodtrucks/mine', { signal })).data,
  });

/** A truck the server answered with replaces its old self in the list (or leads it, when it is new). */
function storeTruck(queryClient: QueryClient, truck: OwnTruck) {
  queryClient.setQueryData<OwnTruck[]>(vendorKeys.mine, (trucks) =>
    trucks?.some((t) => t.id === truck.id)
      ? trucks.map((t) => (t.id === truck.id ? truck : t))
      : [truck, ...(trucks ?? [])],
  );
}

/**
 * The first truck goes to `/foodtrucks/apply`; a vendor's next one to `/foodtrucks`. Not sent with an
 * Idempotency-Key and so never repeated on its own: the complete screen explains a failure and offers
 * 다시 시도, and the server's 409 stops a second application for the same person.
 */
export function useSubmitApplicationMutation() {
  const queryClient = useQueryClient();
  return useMutation<OwnTruck, ApiError, { body: VendorApplicationBody; asVendor: boolean }>({
    mutationFn: async ({ body, asVendor }) =>
      (
        await apiRequest<Envelope<OwnTruck>>(asVendor ? '/api/v1/foodtrucks' : '/api/v1/foodtrucks/apply', {
          method: 'POST',
          body,
          notify: false,
        })
      ).data,
    onSuccess: (truck) => storeTruck(queryClient, truck),
  });
}

/**
 * One section of a truck: profile, menu and photos change at once; business details and the payout account
 * come back as `pendingChange`. Field errors are shown beside the fields; other failures are toasted.
 */
export function useUpdateTruckMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation<OwnTruck, ApiError, TruckUpdateBody>({
    mutationFn: async (body) =>
      (await apiRequest<Envelope<OwnTruck>>(`/api/v1/foodtrucks/${id}`, { method: 'PUT', body })).data,
    onSuccess: (truck) => storeTruck(queryClient, truck),
  });
}
