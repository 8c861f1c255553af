import type { Socket } from 'socket.io-client';
import { EXAM_EXPIRED_EVENT, SAVE_GRACE_MS } from '@gabaritei/shared';
import { ping, useSocketClients } from '../realtime/socket.test-support';
import type { BackendName } from '../test/support';
import {
  MINUTE,
  candidate,
  createSimulado,
  finaliserDepsOf,
  startSession,
  useExamSuite,
} from './exam.test-support';

export type WaveSession = { sessionId: string; socket: Socket; heard: string[] };

/**
 * The expiry suites' set-up: candidates who started a 10-minute official simulado, each
 * with her own socket recording the exam:expired it hears, and the clock past their
 * deadline; `deps` is what the expirer and the re-sender run with.
 */
export function useExpiryWave(backend: BackendName) {
  const { clock, t, exam } = useExamSuite(backend);
  const open = useSocketClients(t);

  const deps = () => finaliserDepsOf(t, clock);

  async function wave(size: number): Promise<{ simulado: string; sessions: WaveSession[] }> {
    const simulado = await createSimulado(t.db, { questions: 2, durationMinutes: 10 });
    const sessions: WaveSession[] = [];
    for (let i = 0; i < size; i++) {
      const student = await candidate(t.api, t.db, simulado);
      const session = await startSession(exam, student.cookie, simulado);
      const socket = await open(student.cookie);
      const heard: string[] = [];
      socket.on(EXAM_EXPIRED_EVENT, (payload: { sessionId: string }) =>
        heard.push(payload.sessionId),
      );
      sessions.push({ sessionId: session.id, socket, heard });
    }
    // Each socket joined its user's room before anything is announced.
    await Promise.all(sessions.map(({ socket }) => ping(socket)));
    clock.advance(10 * MINUTE + SAVE_GRACE_MS + 1);
    return { simulado, sessions };
  }

  return { clock, t, deps, wave };
}
