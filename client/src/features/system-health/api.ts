import { systemHealthSchema, type SystemHealth } from '@gabaritei/shared';
import { api } from '../../api/client';

export async function fetchSystemHealth(signal?: AbortSignal): Promise<SystemHealth> {
  return systemHealthSchema.parse(await api.get('/api/admin/health', signal));
}
