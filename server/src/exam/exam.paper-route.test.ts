import { expect, it } from 'vitest';
import type { ExamPaper, ExamSession } from '@gabaritei/shared';
import { SECRET_MARK } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import {
  bookletSimulado,
  decodedPaper,
  inlinePaper,
  paperApi,
  startApart,
} from './exam.paper-route.test-support';
import {
  MINUTE,
  candidate,
  createSimulado,
  expectError,
  expectNoAnswerKey,
  questionsOf,
  signedIn,
  submitSession,
  useExamSuite,
} from './exam.test-support';

/**
 * GET /api/exam-sessions/{id}/paper: her booklet apart from the session, as bytes built
 * once per paper version and booklet, kept by her browser (session-paper.ts).
 */
describeBackends('the exam paper apart from the session', (backend) => {
  const { t, exam, clock } = useExamSuite(backend);
  const api = paperApi(t);

  it('gives the owner her booklet, cacheable, as start gave it inline', async () => {
    const simulado = await createSimulado(t.db, { questions: 4 });
    const ana = await candidate(t.api, t.db, simulado);
    const session = await startApart(api, ana.cookie, simulado);
    const res = await api.paper(ana.cookie, session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expectNoAnswerKey(res);
    // The old inline answer, for the same session (a resume): the very same paper.
    const inline = await api.start(ana.cookie, simulado);
    expect(res.json()).toEqual(inlinePaper(inline.json() as ExamSession));
    expect((res.json() as ExamPaper).questions).toHaveLength(4);
  });

  it('refuses anyone else, anonymous and unknown ids with JSON errors', async () => {
    const simulado = await createSimulado(t.db, { questions: 2 });
    const ana = await candidate(t.api, t.db, simulado);
    const bia = await candidate(t.api, t.db, simulado);
    const session = await startApart(api, ana.cookie, simulado);
    expectError(await api.paper(bia.cookie, session), 404, 'NOT_FOUND');
    expectError(await api.paper(undefined, session), 401, 'UNAUTHENTICATED');
    const unknown = { id: crypto.randomUUID(), paperVersion: session.paperVersion };
    expectError(await api.paper(ana.cookie, unknown), 404, 'NOT_FOUND');
    expectError(
      await api.paper(ana.cookie, { id: 'x', paperVersion: '1' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await api.paper(ana.cookie, { id: session.id, paperVersion: 'a' }),
      400,
      'VALIDATION_ERROR',
    );
    // An admin reads active for anyone, never someone's paper through her session.
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    expectError(await api.paper(admin.cookie, session), 404, 'NOT_FOUND');
  });

  it('answers 304 to a matching ETag, whichever coding it named', async () => {
    const simulado = await createSimulado(t.db, { questions: 3 });
    const ana = await candidate(t.api, t.db, simulado);
    const session = await startApart(api, ana.cookie, simulado);
    const first = await api.paper(ana.cookie, session, { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag);
    for (const tag of [etag, etag.slice(2), `"other", ${etag}`]) {
      const again = await api.paper(ana.cookie, session, { 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, max-age=86400');
    }
    const other = await api.paper(ana.cookie, session, { 'if-none-match': 'W/"x"' });
    expect(other.statusCode).toBe(200);
  });

  it('names a new version after a text correction, and an old URL revalidates', async () => {
    const simulado = await createSimulado(t.db, { questions: 2 });
    const ana = await candidate(t.api, t.db, simulado);
    const before = await startApart(api, ana.cookie, simulado);
    const old = await api.paper(ana.cookie, before);
    const [q1] = await questionsOf(t.db, simulado);
    await t.db
      .updateTable('questions')
      .set({ text: 'Corrigida' })
      .where('id', '=', q1!.id)
      .execute();

    const res = await api.active(ana.cookie, simulado, 'apart');
    const after = res.json() as ExamSession;
    expect(after.questions).toBeUndefined();
    expect(after.paperVersion).not.toBe(before.paperVersion);
    const fresh = await api.paper(ana.cookie, after);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect((fresh.json() as ExamPaper).questions[0]!.text).toBe('Corrigida');
    expect((fresh.json() as ExamPaper).paperVersion).toBe(after.paperVersion);
    // The old URL: today's paper, which its URL may keep only with a revalidation.
    const stale = await api.paper(ana.cookie, before, {
      'if-none-match': String(old.headers.etag),
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('private, no-cache');
    expect(stale.json()).toEqual(fresh.json());
  });

  it('sends gzip or brotli as asked, decoding to the same JSON', async () => {
    const simulado = await createSimulado(t.db, { questions: 5 });
    const ana = await candidate(t.api, t.db, simulado);
    const session = await startApart(api, ana.cookie, simulado);
    const plain = await api.paper(ana.cookie, session);
    const cases: Array<[string, string | undefined]> = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', undefined],
    ];
    for (const [accept, coding] of cases) {
      const res = await api.paper(ana.cookie, session, { 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decodedPaper(res)).toEqual(plain.json());
      // Mid-attempt, in every coding: no key field, no explanation (SECRET_MARK).
      for (const needle of ['correctOption', 'correct_option', 'explanation', SECRET_MARK])
        expect(JSON.stringify(decodedPaper(res)), needle).not.toContain(needle);
      if (coding) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
  });

  it('gives each candidate of a shuffled simulado her own booklet, the one start gave inline', async () => {
    const { id } = await bookletSimulado(t.db, 10);
    const [ana, bia] = [await candidate(t.api, t.db, id), await candidate(t.api, t.db, id)];
    const papers: ExamPaper[] = [];
    for (const who of [ana, bia]) {
      const session = await startApart(api, who.cookie, id);
      const res = await api.paper(who.cookie, session, { 'accept-encoding': 'br' });
      const paper = decodedPaper(res);
      const inline = (await api.active(who.cookie, id)).json() as ExamSession;
      expect(paper).toEqual(inlinePaper(inline));
      expect(paper.questions.every((q) => q.optionOrder?.length === 4)).toBe(true);
      papers.push(paper);
    }
    const order = (p: ExamPaper) => p.questions.map((q) => `${q.id}${q.optionOrder?.join('')}`);
    expect(order(papers[0]!)).not.toEqual(order(papers[1]!));
  });

  it('keeps the paper inline for a client that did not ask for it apart', async () => {
    const simulado = await createSimulado(t.db, { questions: 3 });
    const ana = await candidate(t.api, t.db, simulado);
    const started = (await api.start(ana.cookie, simulado)).json() as ExamSession;
    expect(started.questions).toHaveLength(3);
    expect(started.baseTexts).toEqual([]);
    const active = (await api.active(ana.cookie, simulado)).json() as ExamSession;
    expect(active.questions).toHaveLength(3);
    expect(active.paperVersion).toBe(started.paperVersion);
    expect((await api.active(ana.cookie, simulado, 'apart')).json()).not.toHaveProperty(
      'questions',
    );
  });

  it('ends with the session: submitted or out of time, her paper is a 404', async () => {
    const simulado = await createSimulado(t.db, { questions: 2, durationMinutes: 10 });
    const [ana, bia] = [
      await candidate(t.api, t.db, simulado),
      await candidate(t.api, t.db, simulado),
    ];
    // Without her pass: with it, the minutes after her start are exam.paper-pass.test.ts's.
    const started = await startApart(api, ana.cookie, simulado);
    const submitted = { id: started.id, paperVersion: started.paperVersion };
    await submitSession(exam, ana.cookie, submitted.id);
    expectError(await api.paper(ana.cookie, submitted), 404, 'NOT_FOUND');
    const expired = await startApart(api, bia.cookie, simulado);
    clock.advance(11 * MINUTE);
    expectError(await api.paper(bia.cookie, expired), 404, 'NOT_FOUND');
  });
});
