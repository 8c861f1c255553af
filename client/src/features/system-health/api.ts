import { contract, type SystemHealth } from '@gabaritei/shared';
import { call } from '../../api/call';

/** The health tab's first paint: shared's contract.systemHealth. */
export async function fetchSystemHealth(signal?: AbortSignal): Promise<SystemHealth> {
  return call(contract.systemHealth.snapshot, {}, signal);
}
