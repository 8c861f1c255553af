import { expect, it } from 'vitest';
import type { ExamPaper, ExamSession } from '@gabaritei/shared';
import { describeBackends } from '../test/support';
import { PAPER_PASS_WINDOW_MS } from './paper-pass';
import {
  bookletSimulado,
  decodedPaper,
  inlinePaper,
  paperApi,
  startApart,
} from './exam.paper-route.test-support';
import { candidate, createSimulado, expectError, useExamSuite } from './exam.test-support';

/**
 * The paper pass (paper-pass.ts): in the minutes after her start, the paper route serves
 * her booklet from memory on the start answer's signed word instead of a query. These
 * tests change the database behind the route's back to tell which of the two answered.
 */
describeBackends('the paper pass', (backend) => {
  const { t, clock } = useExamSuite(backend);
  const api = paperApi(t);
  const handIn = (id: string) =>
    t.db.updateTable('exam_sessions').set({ status: 'SUBMITTED' }).where('id', '=', id).execute();

  it('is the same on start, resume and active, so the paper URL stays hers', async () => {
    const simulado = await createSimulado(t.db, { questions: 3 });
    const ana = await candidate(t.api, t.db, simulado);
    const started = await startApart(api, ana.cookie, simulado);
    expect(started.paperPass).toBeTruthy();
    expect((await startApart(api, ana.cookie, simulado)).paperPass).toBe(started.paperPass);
    const active = (await api.active(ana.cookie, simulado, 'apart')).json() as ExamSession;
    expect(active.paperPass).toBe(started.paperPass);
    // The inline answer (an older bundle) has no use for it.
    expect((await api.start(ana.cookie, simulado)).json()).not.toHaveProperty('paperPass');
  });

  it('answers from memory in its window, and asks the database after it', async () => {
    const simulado = await createSimulado(t.db, { questions: 3 });
    const [ana, bia] = [
      await candidate(t.api, t.db, simulado),
      await candidate(t.api, t.db, simulado),
    ];
    const first = await startApart(api, ana.cookie, simulado);
    expect((await api.paper(ana.cookie, first)).statusCode).toBe(200);
    const second = await startApart(api, bia.cookie, simulado);
    await handIn(second.id);
    // The booklet is held: her pass answers, though the database says she handed in…
    const held = await api.paper(bia.cookie, second);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toEqual(inlinePaper((await api.start(ana.cookie, simulado)).json()));
    // …which a request without it, or one after the window, hears.
    const { paperPass: _, ...bare } = second;
    expectError(await api.paper(bia.cookie, bare), 404, 'NOT_FOUND');
    clock.advance(PAPER_PASS_WINDOW_MS);
    expectError(await api.paper(bia.cookie, second), 404, 'NOT_FOUND');
  });

  it('asks the database when this instance holds nothing of that paper yet', async () => {
    const simulado = await createSimulado(t.db, { questions: 2 });
    const ana = await candidate(t.api, t.db, simulado);
    const session = await startApart(api, ana.cookie, simulado);
    await handIn(session.id);
    expectError(await api.paper(ana.cookie, session), 404, 'NOT_FOUND');
  });

  it('vouches for her alone, her session, her version', async () => {
    const simulado = await createSimulado(t.db, { questions: 2 });
    const [ana, bia] = [
      await candidate(t.api, t.db, simulado),
      await candidate(t.api, t.db, simulado),
    ];
    const mine = await startApart(api, ana.cookie, simulado);
    const hers = await startApart(api, bia.cookie, simulado);
    expect((await api.paper(ana.cookie, mine)).statusCode).toBe(200);
    await handIn(mine.id);
    // Ana's session with Ana's pass, asked by Bia; Bia's pass on Ana's session.
    expectError(await api.paper(bia.cookie, mine), 404, 'NOT_FOUND');
    expectError(
      await api.paper(bia.cookie, { ...mine, paperPass: hers.paperPass }),
      404,
      'NOT_FOUND',
    );
    // Her pass with another version in the URL: the database decides.
    expectError(await api.paper(ana.cookie, { ...mine, paperVersion: '999' }), 404, 'NOT_FOUND');
    // An edited pass is as if absent; one that is not a pass at all is a 400.
    const [body = '', signature = ''] = (mine.paperPass ?? '').split('.');
    const forged = `${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expectError(await api.paper(ana.cookie, { ...mine, paperPass: forged }), 404, 'NOT_FOUND');
    const junk = await api.paper(ana.cookie, { ...mine, paperPass: 'not-a-pass' });
    expectError(junk, 400, 'VALIDATION_ERROR');
    expect(junk.json()).toMatchObject({ message: expect.stringMatching(/passe/i) });
  });

  it('deals a shuffled booklet from the held paper, the one start gives inline', async () => {
    const { id } = await bookletSimulado(t.db, 8);
    const [ana, bia] = [await candidate(t.api, t.db, id), await candidate(t.api, t.db, id)];
    await api.paper(ana.cookie, await startApart(api, ana.cookie, id));
    const session = await startApart(api, bia.cookie, id);
    await handIn(session.id);
    const res = await api.paper(bia.cookie, session, { 'accept-encoding': 'gzip' });
    expect(res.statusCode, res.body).toBe(200);
    await t.db
      .updateTable('exam_sessions')
      .set({ status: 'IN_PROGRESS' })
      .where('id', '=', session.id)
      .execute();
    const inline = (await api.active(bia.cookie, id)).json() as ExamSession;
    expect(decodedPaper(res)).toEqual(inlinePaper(inline) as ExamPaper);
  });
});
