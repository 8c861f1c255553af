import { useMutation } from '@tanstack/react-query';
import {
  createAdminSimulado,
  createAdminUser,
  deleteAdminSimulado,
  deleteAdminUser,
  importQuestionsCsv,
  updateAdminSimulado,
} from './api';
import { CATALOGUE_WRITES } from '../simulados/invalidation';

/** After any change the panel's lists and counts are stale, and so is the public catalogue. */
const meta = { invalidates: CATALOGUE_WRITES };

export function useCreateUserMutation() {
  return useMutation({ mutationFn: createAdminUser, meta });
}

export function useDeleteUserMutation() {
  return useMutation({ mutationFn: deleteAdminUser, meta });
}

export function useCreateSimuladoMutation() {
  return useMutation({ mutationFn: createAdminSimulado, meta });
}

export function useDeleteSimuladoMutation() {
  return useMutation({ mutationFn: deleteAdminSimulado, meta });
}

export function useUpdateSimuladoMutation() {
  return useMutation({ mutationFn: updateAdminSimulado, meta });
}

export function useImportCsvMutation() {
  return useMutation({ mutationFn: importQuestionsCsv, meta });
}
