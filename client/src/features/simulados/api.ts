import { z } from 'zod';
import {
  simuladoDetailSchema,
  simuladoSummarySchema,
  type SimuladoDetail,
  type SimuladoSummary,
} from '@gabaritei/shared';
import { api } from '../../api/client';

/** The catalogue endpoints of PRODUCT §7, parsed with the shared contract. */

const simuladoListSchema = z.array(simuladoSummarySchema);

export async function fetchSimulados(signal?: AbortSignal): Promise<SimuladoSummary[]> {
  return simuladoListSchema.parse(await api.get('/api/simulados', signal));
}

export async function fetchSimulado(id: string, signal?: AbortSignal): Promise<SimuladoDetail> {
  return simuladoDetailSchema.parse(
    await api.get(`/api/simulados/${encodeURIComponent(id)}`, signal),
  );
}
