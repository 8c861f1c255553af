import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiClient } from '../auth/auth.test-support';
import type { Seen } from '../exam/key-embargo.test-support';
import { examApi, grantAccess, signedIn, startSession } from '../exam/exam.test-support';
import type { World } from './world.test-support';

/**
 * A live sitting of the world's simulado: the matrix's sessions are all submitted, so its
 * saves and flags are refused; here a new candidate starts, saves and flags every
 * question and submits, and every answer she got is returned for the key scan.
 */
export async function liveSitting(w: World, at: string): Promise<Seen[]> {
  const api = apiClient(w.app);
  const exam = examApi(api);
  const seen: Seen[] = [];
  const keep = (what: string, res: LightMyRequestResponse) => {
    const source = `a live candidate's ${what} at ${at}`;
    expect(res.statusCode, `${source}: ${res.body}`).toBe(200);
    seen.push({ source, text: res.body });
  };
  const person = await signedIn(api, w.db);
  await grantAccess(w.db, person.id, w.simuladoId);
  const session = await startSession(exam, person.cookie, w.simuladoId);
  const questions = await w.db
    .selectFrom('questions')
    .select('id')
    .where('simulado_id', '=', w.simuladoId)
    .orderBy('position')
    .execute();
  for (const q of questions) {
    keep(
      'save',
      await exam.save(person.cookie, session.id, { questionId: q.id, selectedOption: 'A' }),
    );
    keep(
      'flags',
      await exam.flags(person.cookie, session.id, { questionId: q.id, marked: true, struck: [] }),
    );
  }
  keep('submit', await exam.submit(person.cookie, session.id));
  return seen;
}
