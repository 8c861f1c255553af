import {
  adminCreateUserRoutes,
  contract,
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
import { call } from '../../api/call';

/** The Admin endpoints of PRODUCT §7: shared's contract.admin. */

const routes = contract.admin;

export async function fetchAdminPanel(signal?: AbortSignal): Promise<AdminPanel> {
  return call(routes.panel, {}, signal);
}

/** One page of the user list, filtered by name or e-mail on the server. */
export async function fetchAdminUsers(
  query: { q: string; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<AdminUserPage> {
  return call(routes.users, { query }, signal);
}

export async function createAdminUser(input: {
  role: Role;
  user: AdminCreateUserInput;
}): Promise<AdminUser> {
  return call(adminCreateUserRoutes[input.role], { body: input.user });
}

export async function deleteAdminUser(id: string): Promise<void> {
  await call(routes.deleteUser, { params: { id } });
}

export async function fetchAdminSimulados(signal?: AbortSignal): Promise<AdminSimulado[]> {
  return call(routes.simulados, {}, signal);
}

export async function createAdminSimulado(input: AdminCreateSimuladoInput): Promise<string> {
  return (await call(routes.createSimulado, { body: input })).id;
}

/** Removed, or archived when someone bought or sat it: the answer says which. */
export async function deleteAdminSimulado(id: string): Promise<SimuladoDeletion> {
  return call(routes.deleteSimulado, { params: { id } });
}

/** Sends only the fields that changed (PATCH); the server answers the simulado as it is. */
export async function updateAdminSimulado(input: {
  id: string;
  changes: AdminUpdateSimuladoInput;
}): Promise<AdminSimuladoDetail> {
  return call(routes.updateSimulado, { params: { id: input.id }, body: input.changes });
}

export async function importQuestionsCsv(input: {
  simuladoId: string;
  csvContent: string;
}): Promise<CsvImportResult> {
  return call(routes.importCsv, {
    params: { id: input.simuladoId },
    body: { csvContent: input.csvContent },
  });
}
