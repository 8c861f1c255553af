import type { MySimulado, SessionUser } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  listExtraTime,
  listInProgress,
  listOfficialResultIds,
  listPurchasedIds,
  listReleasesToMe,
} from './my-simulados.repository';

export type MySimuladoServiceDeps = { db: Db; clock: Clock };

/**
 * Where the signed-in user stands with each simulado: the catalogue's cards say
 * 'Liberado pela turma …' or 'Em andamento · termina às …', the dashboard counts what the
 * user may open. Only the user's own facts leave: never a paper, a key or another account.
 */
export function createMySimuladoService({ db, clock }: MySimuladoServiceDeps) {
  return {
    async list(user: Pick<SessionUser, 'id' | 'email'>): Promise<MySimulado[]> {
      const email = user.email.trim().toLowerCase();
      const [purchased, releases, running, done, extraTime] = await Promise.all([
        listPurchasedIds(db, user.id),
        listReleasesToMe(db, email),
        listInProgress(db, user.id, clock.now()),
        listOfficialResultIds(db, user.id),
        listExtraTime(db, user.id),
      ]);
      const byId = new Map<string, MySimulado>();
      const entry = (simuladoId: string): MySimulado => {
        let found = byId.get(simuladoId);
        if (!found) {
          found = {
            simuladoId,
            purchased: false,
            releasedBy: [],
            inProgressUntil: null,
            hasOfficialResult: false,
          };
          byId.set(simuladoId, found);
        }
        return found;
      };
      for (const id of purchased) entry(id).purchased = true;
      for (const release of releases) {
        const names = entry(release.simulado_id).releasedBy;
        // Two classes may share a name; the card names it once.
        if (!names.includes(release.class_name)) names.push(release.class_name);
      }
      for (const session of running)
        entry(session.simulado_id).inProgressUntil = session.expires_at.toISOString();
      for (const id of done) entry(id).hasOfficialResult = true;
      for (const row of extraTime) entry(row.simulado_id).extraMinutes = row.extra_minutes;
      return [...byId.values()];
    },
  };
}

export type MySimuladoService = ReturnType<typeof createMySimuladoService>;
