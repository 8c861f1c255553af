import { contract, type SimuladoDetail, type SimuladoSummary } from '@gabaritei/shared';
import { call } from '../../api/call';

/** The catalogue routes of shared's contract. */

export async function fetchSimulados(signal?: AbortSignal): Promise<SimuladoSummary[]> {
  return call(contract.simulados.list, {}, signal);
}

export async function fetchSimulado(id: string, signal?: AbortSignal): Promise<SimuladoDetail> {
  return call(contract.simulados.detail, { params: { id } }, signal);
}
