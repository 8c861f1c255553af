import { expect, it } from 'vitest';
import {
  candidate,
  createSimulado,
  examApi,
  questionsOf,
  startSession,
  submitSession,
} from '../exam/exam.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { METRIC_PREFIX } from './metrics';

const TOKEN = 'scrape-token-0123456789';

/** The value of one sample line of the Prometheus text, by name and exact label set. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
}

describeBackends('metrics endpoint', (backend) => {
  const t = useTestApp(backend, {
    config: { rateLimits: relaxedRateLimits, metricsToken: TOKEN },
  });
  const exam = examApi(t.api);
  const scrape = async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Prometheus's text format as the registry writes it, never a JSON string.
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a scrape without the bearer token, in JSON', async () => {
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer wrong-token-0123456789' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts sessions, saves and submissions, and labels requests by route template', async () => {
    const simulado = await createSimulado(t.db);
    const [question] = await questionsOf(t.db, simulado);
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);

    let text = await scrape();
    expect(sample(text, `${METRIC_PREFIX}exam_sessions_in_progress`)).toBe(1);
    expect(sample(text, `${METRIC_PREFIX}db_pool{state="total"}`)).toBeGreaterThanOrEqual(1);
    expect(text).toContain(`${METRIC_PREFIX}queue_jobs{queue="gabaritei",state="waiting"}`);
    expect(sample(text, `${METRIC_PREFIX}socket_connections`)).toBe(0);
    expect(text).toContain(`${METRIC_PREFIX}nodejs_eventloop_lag_p99_seconds`);

    const saved = await exam.save(student.cookie, session.id, {
      questionId: question!.id,
      selectedOption: question!.correct,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await submitSession(exam, student.cookie, session.id);

    text = await scrape();
    expect(sample(text, `${METRIC_PREFIX}exam_saves_total{result="ok"}`)).toBe(1);
    expect(sample(text, `${METRIC_PREFIX}exam_save_batch_size_count`)).toBe(1);
    expect(sample(text, `${METRIC_PREFIX}exam_submissions_total{ended="submit"}`)).toBe(1);
    expect(sample(text, `${METRIC_PREFIX}exam_sessions_in_progress`)).toBe(0);
    expect(
      sample(
        text,
        `${METRIC_PREFIX}http_request_duration_seconds_count{route="/api/exam-sessions/:id/save-answer",method="POST",status="200"}`,
      ),
    ).toBe(1);
  });
});
