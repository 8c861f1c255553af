import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contract, type Accommodation, type AccommodationInput } from '@gabaritei/shared';
import { call } from '../../api/call';

const routes = contract.accommodations;

/** A simulado's extra time per candidate (tempo adicional), for the admin's edit screen. */
export const accommodationQueries = {
  list: (simuladoId: string) =>
    queryOptions({
      queryKey: ['admin', 'accommodations', simuladoId] as const,
      queryFn: (): Promise<Accommodation[]> => call(routes.list, { params: { id: simuladoId } }),
    }),
};

export function useGrantAccommodation(simuladoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccommodationInput) =>
      call(routes.grant, { params: { id: simuladoId }, body }),
    onSuccess: () => queryClient.invalidateQueries(accommodationQueries.list(simuladoId)),
  });
}

export function useRemoveAccommodation(simuladoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(routes.remove, { params: { id: simuladoId, userId } }),
    onSuccess: () => queryClient.invalidateQueries(accommodationQueries.list(simuladoId)),
  });
}
