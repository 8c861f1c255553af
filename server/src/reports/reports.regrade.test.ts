import { expect, it } from 'vitest';
import type { Option } from '@gabaritei/shared';
import {
  AFTER_END,
  T0,
  appealable,
  call,
  regradeDone,
  sitOfficial,
} from '../appeals/appeals.test-support';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { reportsDirectory } from './report-renderer';
import { createReportStore } from './report-store';
import { reportVersionOf } from './report-version';
import { percent } from './template/format';
import { pdfText } from './reports.test-support';

/**
 * Every figure a report prints from the field — the histogram, the mean, 'Acertos dos
 * participantes' — is the current one when it is served: after an annulment and a key
 * change, a candidate whose own score did not move still gets a PDF of the regraded field.
 * Read back with pdftotext from the real Chromium print.
 */
describeBackends('the PDF report after a regrade of the field', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  /**
   * The histogram's ten bands as pdftotext's layout places them: each count printed above a
   * bar belongs to the band label nearest its column on the axis line below.
   */
  const histogram = (text: string) => {
    const lines = text.split('\n');
    const heading = lines.findIndex((l) => l.includes('Distribuição das notas dos participantes'));
    const axis = lines.findIndex((l, i) => i > heading && l.includes('0–10'));
    const centres = [...lines[axis]!.matchAll(/\d+–\d+/g)].map((m) => m.index + m[0].length / 2);
    expect(centres).toHaveLength(10);
    const bands = Array.from({ length: 10 }, () => 0);
    for (const line of lines.slice(heading + 1, axis))
      for (const m of line.matchAll(/\d+/g)) {
        const at = m.index + m[0].length / 2;
        const band = centres.reduce(
          (best, c, i) => (Math.abs(c - at) < Math.abs(centres[best]! - at) ? i : best),
          0,
        );
        bands[band] = Number(m[0]);
      }
    return bands;
  };
  const fieldLine = (text: string) =>
    /4 participantes oficiais · média ([\d,]+%)/.exec(text.replace(/\s+/g, ' '))?.[1];
  const questionField = (text: string, n: number) => {
    const flat = text.replace(/\s+/g, ' ');
    const from = flat.indexOf(`Questão ${n} `, flat.indexOf('Questão a questão'));
    return /Acertos dos participantes: ([\d,]+%)/.exec(flat.slice(from))?.[1];
  };

  const current = (resultId: string) => reportVersionOf(t.db, resultId, clock.now());

  it('prints the new mean, histogram and per-question figures', async () => {
    // Keys: Q1 B, Q2 C, Q3 D, Q4 A (createSimulado).
    const { simuladoId, questions, admin } = await appealable(t.api, t.db, 4);
    const sit = (choices: Option[]) =>
      sitOfficial(t.api, t.db, clock, simuladoId, questions, choices);
    const ana = await sit(['B', 'C', 'A', 'B']); // 50 → 75 → 100
    const bia = await sit(['A', 'A', 'A', 'B']); // 0 → 25 → 50
    // His own score never moves, so no decision re-renders his PDF on its own account.
    const caio = await sit(['B', 'A', 'D', 'C']); // 50 → 50 → 50
    const duda = await sit(['A', 'A', 'D', 'C']); // 25 → 25
    expect([ana.score, bia.score, caio.score, duda.score]).toEqual([50, 0, 50, 25]);
    clock.set(AFTER_END);
    const url = `/api/reports/student/${caio.id}/simulado/${simuladoId}`;
    const download = async () => {
      const res = await t.api.get(url, { cookie: caio.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.rawPayload;
    };
    const before = await pdfText(await download());
    expect(fieldLine(before)).toBe(percent((50 + 0 + 50 + 25) / 4));
    // Bands 0–10 (Bia), 20–30 (Duda), 50–60 (Ana, Caio).
    expect(histogram(before)).toEqual([1, 0, 1, 0, 0, 2, 0, 0, 0, 0]);
    expect(questionField(before, 3)).toBe(percent(50));
    expect(questionField(before, 4)).toBe(percent(0));

    for (const [path, body] of [
      [`${questions[2]!.id}/annul`, { reason: 'O enunciado admite duas respostas.' }],
      [`${questions[3]!.id}/correct-option`, { correctOption: 'B', reason: 'Erro material.' }],
    ] as const) {
      const method = path.endsWith('annul') ? 'POST' : 'PUT';
      const url = `/api/admin/simulados/${simuladoId}/questions/${path}`;
      const res = await call(t.app, method, url, admin.cookie, body);
      expect(res.statusCode, res.body).toBe(200);
      await regradeDone(t.app, admin.cookie, simuladoId);
    }

    // Re-rendered after the regrade without waiting for his download: his score never
    // moved, but the field his PDF prints did.
    const { id: resultId } = await t.db
      .selectFrom('results')
      .select('id')
      .where('user_id', '=', caio.id)
      .executeTakeFirstOrThrow();
    const store = createReportStore({ db: t.db, dir: reportsDirectory(t.config) });
    await expect
      .poll(async () => (await store.versionOf(resultId)) === (await current(resultId)), {
        timeout: 60_000,
        interval: 200,
      })
      .toBe(true);
    const rerendered = (await store.get(resultId))!.pdf;

    const pdf = await download();
    expect(Buffer.from(pdf).equals(Buffer.from(rerendered))).toBe(true);
    const after = await pdfText(pdf);
    expect(after).toContain('Gabarito definitivo');
    expect(fieldLine(after)).toBe(percent((100 + 50 + 50 + 25) / 4));
    // Bands 20–30 (Duda), 50–60 (Bia, Caio), 90–100 (Ana).
    expect(histogram(after)).toEqual([0, 0, 1, 0, 0, 2, 0, 0, 0, 1]);
    expect(questionField(after, 3)).toBe(percent(100));
    expect(questionField(after, 4)).toBe(percent(50));
    // Current now: served again as stored, not rendered anew.
    expect(Buffer.from(await download()).equals(Buffer.from(pdf))).toBe(true);
  }, 120_000);
});
