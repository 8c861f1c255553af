import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAdminSimulado,
  createAdminUser,
  deleteAdminSimulado,
  deleteAdminUser,
  importQuestionsCsv,
  updateAdminSimulado,
} from './api';
import { simuladoQueries } from '../simulados/queries';
import { adminQueries } from './queries';

/** After any change the panel's lists and counts are stale, and so is the public catalogue. */
function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueries.all() }),
      queryClient.invalidateQueries({ queryKey: simuladoQueries.all() }),
    ]);
}

export function useCreateUserMutation() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: createAdminUser, onSuccess: invalidate });
}

export function useDeleteUserMutation() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: deleteAdminUser, onSuccess: invalidate });
}

export function useCreateSimuladoMutation() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: createAdminSimulado, onSuccess: invalidate });
}

export function useDeleteSimuladoMutation() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: deleteAdminSimulado, onSuccess: invalidate });
}

export function useUpdateSimuladoMutation() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: updateAdminSimulado, onSuccess: invalidate });
}

export function useImportCsvMutation() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: importQuestionsCsv, onSuccess: invalidate });
}
