import { z } from 'zod';
import {
  ROLE_PATHS,
  adminPanelSchema,
  adminSimuladoSchema,
  adminUserSchema,
  createdIdSchema,
  csvImportResultSchema,
  type AdminCreateSimuladoInput,
  type AdminCreateUserInput,
  type AdminPanel,
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

export async function fetchAdminUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return z.array(adminUserSchema).parse(await api.get('/api/admin/users', signal));
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

export async function deleteAdminSimulado(id: string): Promise<void> {
  await api.delete(`/api/admin/simulados/${encodeURIComponent(id)}`);
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
