import {
  contract,
  type DisciplinesResponse,
  type EvolutionResponse,
  type QuestionFieldResponse,
  type ResultItem,
} from '@gabaritei/shared';
import { call } from '../../api/call';

/** The user's submitted attempts (PRODUCT §7). */
export async function fetchResults(userId: string, signal?: AbortSignal): Promise<ResultItem[]> {
  return call(contract.results.list, { params: { userId } }, signal);
}

/** The caller's attempt per discipline against the field. */
export async function fetchDisciplines(
  simuladoId: string,
  resultId: string | undefined,
  signal?: AbortSignal,
): Promise<DisciplinesResponse> {
  return call(contract.results.disciplines, { query: { simuladoId, resultId } }, signal);
}

/** How the official field did on each question (empty under the key embargo). */
export async function fetchQuestionField(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<QuestionFieldResponse> {
  return call(contract.results.questionField, { query: { simuladoId } }, signal);
}

/** The caller's official results over time against the field (the dashboard's evolution). */
export async function fetchEvolution(signal?: AbortSignal): Promise<EvolutionResponse> {
  return call(contract.results.evolution, {}, signal);
}
