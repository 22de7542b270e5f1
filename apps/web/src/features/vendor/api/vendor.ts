import {
  MINUTE_MS,
  type OwnTruck,
  type SameNameAnswer,
  type TruckUpdateBody,
  type VendorApplicationBody,
} from '@ft/shared';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ownTruckKeys } from '../../../lib/own-trucks.ts';
import { type ApiError, apiRequest, type Envelope } from '../../../shell/api-client.ts';
import { queryRoots } from '../../../shell/query-roots.ts';

/** The owner's trucks and what goes with them; an application's or a truck's live event refreshes `all`. */
export const vendorKeys = {
  all: queryRoots.vendor,
  mine: ownTruckKeys.mine,
  sameNames: (name: string, exceptTruckId: number | null) =>
    [...queryRoots.vendor, 'same-names', name, exceptTruckId] as const,
};

/** The signed-in person's trucks, newest first, with their application's state (also for applicants). */
export const myTrucksQuery = () =>
  queryOptions({
    queryKey: vendorKeys.mine,
    queryFn: async ({ signal }) =>
      (await apiRequest<Envelope<OwnTruck[]>>('/api/v1/foodtrucks/mine', { signal })).data,
  });

/**
 * How many listed trucks already go by `name` (spaces and case aside), the owner's own `exceptTruckId` aside:
 * the form's gentle note while a name is typed. Quiet when it fails: the note is a help, never a step.
 */
export const sameNamesQuery = (name: string, exceptTruckId?: number) =>
  queryOptions({
    queryKey: vendorKeys.sameNames(name, exceptTruckId ?? null),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ name });
      if (exceptTruckId !== undefined) query.set('exceptTruckId', String(exceptTruckId));
      return (
        await apiRequest<Envelope<SameNameAnswer>>(`/api/v1/foodtrucks/apply/same-names?${query}`, {
          signal,
          notify: false,
        })
      ).data;
    },
    staleTime: MINUTE_MS,
    retry: false,
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
