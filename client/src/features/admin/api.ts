import { z } from 'zod';
import {
  ROLE_PATHS,
  adminPanelSchema,
  adminSimuladoDetailSchema,
  adminSimuladoSchema,
  adminUserPageSchema,
  adminUserSchema,
  simuladoDeletionSchema,
  createdIdSchema,
  csvImportResultSchema,
  type AdminCreateSimuladoInput,
  type AdminCreateUserInput,
  type AdminPanel,
  type AdminSimuladoDetail,
  type AdminUpdateSimuladoInput,
  type AdminUserPage,
  type SimuladoDeletion,
  type AdminSimulado,
  type AdminUser,
  type CsvImportResult,
  type Role,
} from '@gabaritei/shared';
import { api } from '../../api/client';

/** The Admin endpoints of PRODUCT §7, parsed with the shared contract. */

export async function fetchAdminPanel(signal?: AbortSignal): Promise<AdminPanel> {
  return adminPanelSchema.parse(await api.get('/api/admin/panel', signal));
}

/** One page of the user list, filtered by name or e-mail on the server. */
export async function fetchAdminUsers(
  query: { q: string; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<AdminUserPage> {
  const search = new URLSearchParams({
    q: query.q,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return adminUserPageSchema.parse(await api.get(`/api/admin/users?${search}`, signal));
}

export async function createAdminUser(input: {
  role: Role;
  user: AdminCreateUserInput;
}): Promise<AdminUser> {
  return adminUserSchema.parse(
    await api.post(`/api/admin/users/${ROLE_PATHS[input.role]}`, input.user),
  );
}

export async function deleteAdminUser(id: string): Promise<void> {
  await api.delete(`/api/admin/users/${encodeURIComponent(id)}`);
}

export async function fetchAdminSimulados(signal?: AbortSignal): Promise<AdminSimulado[]> {
  return z.array(adminSimuladoSchema).parse(await api.get('/api/admin/simulados', signal));
}

export async function createAdminSimulado(input: AdminCreateSimuladoInput): Promise<string> {
  return createdIdSchema.parse(await api.post('/api/admin/simulados', input)).id;
}

/** Removed, or archived when someone bought or sat it: the answer says which. */
export async function deleteAdminSimulado(id: string): Promise<SimuladoDeletion> {
  return simuladoDeletionSchema.parse(
    await api.delete(`/api/admin/simulados/${encodeURIComponent(id)}`),
  );
}

/** Sends only the fields that changed (PATCH); the server answers the simulado as it is. */
export async function updateAdminSimulado(input: {
  id: string;
  changes: AdminUpdateSimuladoInput;
}): Promise<AdminSimuladoDetail> {
  return adminSimuladoDetailSchema.parse(
    await api.patch(`/api/admin/simulados/${encodeURIComponent(input.id)}`, input.changes),
  );
}

export async function importQuestionsCsv(input: {
  simuladoId: string;
  csvContent: string;
}): Promise<CsvImportResult> {
  return csvImportResultSchema.parse(
    await api.post(`/api/admin/simulados/${encodeURIComponent(input.simuladoId)}/questions/csv`, {
      csvContent: input.csvContent,
    }),
  );
}
