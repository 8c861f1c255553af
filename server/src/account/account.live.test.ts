import { expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, RANKING_EVENTS, type RankingUpdatedEvent } from '@gabaritei/shared';
import { recomputeNow } from '../ranking/ranking.test-support';
import { useSocketClients } from '../realtime/socket.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { meApi, rankedPeople } from './account.test-support';

/** Privacy, live: `ranking:updated` carries initials, and a deleted account's tabs close. */
describeBackends('Minha Conta on the live connection', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });
  const me = meApi(() => t.app);
  const open = useSocketClients(t);

  it('sends initials in ranking:updated, and ends the sockets of a deleted account', async () => {
    const {
      simulado,
      people: [chosen],
    } = await rankedPeople(t.app, t.db, ['Maria Aparecida Souza', 'João Pereira']);
    expect(
      (await me.patch('/api/me/privacy', { rankingDisplay: 'INITIALS' }, chosen.cookie)).statusCode,
    ).toBe(200);

    const projector = await open();
    projector.emit(RANKING_EVENTS.join, simulado);
    const own = await open(chosen.cookie);
    // The join is handled before the next recompute publishes: wait for it to register.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const updated = new Promise<RankingUpdatedEvent>((resolve) =>
      projector.once(RANKING_EVENTS.updated, resolve),
    );
    await recomputeNow(t.app.runtime.jobs, simulado);
    expect((await updated).rankings.map((r) => r.userName)).toEqual(['M. A. S.', 'João Pereira']);

    const closed = new Promise<string>((resolve) => own.once('disconnect', resolve));
    // Earlier recomputes (the privacy change asks for one) may still publish: wait for
    // the update that no longer holds the person.
    const gone = new Promise<RankingUpdatedEvent>((resolve) => {
      const listener = (event: RankingUpdatedEvent) => {
        if (event.rankings.some((r) => r.userName === ACCOUNT_MESSAGES.removedParticipant)) {
          projector.off(RANKING_EVENTS.updated, listener);
          resolve(event);
        }
      };
      projector.on(RANKING_EVENTS.updated, listener);
    });
    const res = await me.delete('/api/me', { password: chosen.password }, chosen.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
    // The deletion asks for a recompute: the projector sees the position kept, anonymised.
    expect((await gone).rankings.map((r) => [r.userName, r.rank])).toEqual([
      [ACCOUNT_MESSAGES.removedParticipant, 1],
      ['João Pereira', 2],
    ]);
    expect(projector.connected).toBe(true);
  });
});
