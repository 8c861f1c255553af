import { describe, expect, it } from 'vitest';
import { RankingsPage } from './pages/rankings-page';
import { chromiumPath, newPage } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { insertSimulado } from './support/exam-data';
import { takeOfficialAttempt } from './support/official-attempt';

const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };

/**
 * Two browser contexts: an anonymous visitor watches /rankings (and the projector view),
 * the demo student takes the official attempt; the new participant appears on the
 * watcher's screens without a reload, within 3 s of the submission's answer.
 */
describe.skipIf(!chromiumPath)('the live ranking in the browser', () => {
  const server = useServerAndBrowser();

  async function studentName(): Promise<string> {
    const row = await server.app.runtime.db
      .selectFrom('users')
      .select('name')
      .where('email', '=', STUDENT.email)
      .executeTakeFirstOrThrow();
    return row.name;
  }

  it('shows a new participant to a watcher without a reload, within 3 s', async () => {
    const simulado = await insertSimulado(server.app, {
      title: 'E2E — Ranking ao vivo',
      durationMinutes: 30,
      questions: 3,
    });
    const name = await studentName();

    const watcherPage = await newPage(server.browser, 1024);
    const watcher = new RankingsPage(watcherPage, server.baseUrl);
    await watcher.openRankings();
    await watcher.choose(simulado.title);
    await watcher.waitForText('Ainda não há resultados para este simulado.');
    await watcher.waitForLive();
    // Survives only if the page is never reloaded.
    await watcherPage.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const projectorPage = await newPage(server.browser, 1280);
    const projector = new RankingsPage(projectorPage, server.baseUrl);
    await projector.open(`/rankings/projecao/${simulado.id}`);
    await projector.waitForText('Modo Projeção');
    await projector.waitForLive();

    const studentPage = await newPage(server.browser);
    await takeOfficialAttempt(studentPage, server.baseUrl, STUDENT, simulado.title, simulado.key);
    const submitted = Date.now();

    await watcher.waitForRow(name, 3000);
    await projector.waitForRow(name, Math.max(500, 3000 - (Date.now() - submitted)));
    expect(Date.now() - submitted).toBeLessThan(3000);
    expect(await watcher.names()).toEqual([`1º ${name} 100% dos pontos`]);
    expect(await watcher.hasText('Participantes')).toBe(true);
    expect(
      await watcherPage.evaluate(
        () => (window as unknown as { notReloaded?: boolean }).notReloaded,
      ),
    ).toBe(true);
  });
});
