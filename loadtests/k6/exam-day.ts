// The exam day through the entry point: candidates arrive on a ramp (k6's
// ramping-arrival-rate), each signs in, starts the official attempt, answers with think
// time (mostly the next question, sometimes a change of mind) and submits.
//
// The candidates must exist (candidatoN@bench.gabaritei.dev, one password, access bought):
// `pnpm bench exam --seed-only --candidates 2000 --mode scaled` fills a database and
// prints SIMULADO_ID and PASSWORD (with `--database-url … --yes-seed-into NAME`, an existing
// one: the compose stack's, docs/OPERATIONS.md "Load testing with k6"); `pnpm test:cluster`
// seeds its own.
//
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e SIMULADO_ID=… -e PASSWORD=… \
//          -e CANDIDATES=2000 -e ARRIVAL_S=120 loadtests/k6/exam-day.ts
import http from 'k6/http';
import exec from 'k6/execution';
import { check, sleep } from 'k6';
import { Counter } from 'k6/metrics';
import { BASE_URL, env, jsonHeaders, ms, numberEnv } from './lib/env.ts';

const CANDIDATES = numberEnv('CANDIDATES', 2000);
const ANSWERS = numberEnv('ANSWERS', 60);
const MEAN_THINK_S = numberEnv('MEAN_THINK_S', 2);
// Everybody arrives within ARRIVAL_S, the rate rising linearly over the first RAMP_S.
const ARRIVAL_S = numberEnv('ARRIVAL_S', 120);
const RAMP_S = Math.min(numberEnv('RAMP_S', 60), ARRIVAL_S);
// k6 reads arrival rates as integers (a fractional target fails to parse): per minute,
// rounded up, 2000 over 120 s with a 60 s ramp is 1,334 a minute (22.2 a second). The
// extra arrivals the rounding makes return at once (index > CANDIDATES).
const PEAK_PER_MIN = Math.ceil((CANDIDATES * 60) / (ARRIVAL_S - RAMP_S / 2));
// An iteration lasts about ANSWERS × MEAN_THINK_S (120 s by default) and at most twice
// that: k6's default 30 s graceful stop would cut off every candidate still answering
// when the arrivals end, and their submissions with them.
const ITERATION_MAX_S = Math.ceil(ANSWERS * MEAN_THINK_S * 2 + 60);

const savesAcknowledged = new Counter('exam_saves_acknowledged');
const submitted = new Counter('exam_submitted');

export const options = {
  scenarios: {
    exam_day: {
      executor: 'ramping-arrival-rate',
      startRate: 0,
      timeUnit: '1m',
      preAllocatedVUs: Math.min(
        CANDIDATES,
        Math.ceil((PEAK_PER_MIN / 60) * ANSWERS * MEAN_THINK_S) + 10,
      ),
      maxVUs: CANDIDATES,
      stages: [
        { target: PEAK_PER_MIN, duration: `${RAMP_S}s` },
        { target: PEAK_PER_MIN, duration: `${ARRIVAL_S - RAMP_S}s` },
      ],
      gracefulStop: `${ITERATION_MAX_S}s`,
    },
  },
  thresholds: {
    'http_req_duration{name:save-answer}': [`p(95)<${ms(100)}`, `p(99)<${ms(150)}`],
    'http_req_duration{name:start}': [`p(95)<${ms(1000)}`],
    'http_req_duration{name:submit}': [`p(99)<${ms(1000)}`],
    'http_req_failed{phase:exam}': ['rate<0.01'],
    checks: ['rate>0.99'],
    exam_submitted: [`count>=${Math.floor(CANDIDATES * 0.99)}`],
  },
};

/**
 * Once, before the first arrival: the entry point is ready and the seeded candidates can
 * sign in, so a wrong PASSWORD or SIMULADO_ID fails in a second, not as 2,000 errors.
 */
export function setup(): { simuladoId: string } {
  const ready = http.get(`${BASE_URL}/readyz`, { tags: { name: 'setup', phase: 'setup' } });
  if (ready.status !== 200) throw new Error(`${BASE_URL}/readyz answered ${ready.status}`);
  const login = http.post(
    `${BASE_URL}/api/auth/login`,
    JSON.stringify({ email: 'candidato1@bench.gabaritei.dev', password: env('PASSWORD') }),
    { headers: jsonHeaders, tags: { name: 'setup', phase: 'setup' } },
  );
  if (login.status !== 200) throw new Error(`candidato1 cannot sign in (${login.status})`);
  return { simuladoId: env('SIMULADO_ID') };
}

export default function (data: { simuladoId: string }) {
  // One iteration per arrival, one candidate per iteration; rounding may add a few more.
  const index = exec.scenario.iterationInTest + 1;
  if (index > CANDIDATES) return;
  const { simuladoId } = data;
  // k6 empties the cookie jar before each iteration: the sign-in below sets this
  // candidate's session cookie for the requests that follow.
  const login = http.post(
    `${BASE_URL}/api/auth/login`,
    JSON.stringify({ email: `candidato${index}@bench.gabaritei.dev`, password: env('PASSWORD') }),
    { headers: jsonHeaders, tags: { name: 'sign-in', phase: 'sign-in' } },
  );
  if (!check(login, { 'sign-in 200': (r) => r.status === 200 })) return;

  const start = http.post(`${BASE_URL}/api/exam-sessions/start`, JSON.stringify({ simuladoId }), {
    headers: jsonHeaders,
    tags: { name: 'start', phase: 'exam' },
  });
  if (!check(start, { 'start 200': (r) => r.status === 200 })) return;
  const sessionId = start.json('id') as string;
  // The paper comes with the session it sits, never from a public URL.
  const questionIds = (start.json('questions') as Array<{ id: string }>).map((q) => q.id);

  const answered: string[] = [];
  let next = 0;
  for (let seq = 1; seq <= ANSWERS; seq++) {
    sleep(Math.random() * 2 * MEAN_THINK_S);
    const changeOfMind = answered.length > 3 && Math.random() < 0.15;
    let questionId: string;
    if (changeOfMind || next >= questionIds.length) {
      questionId = answered[Math.floor(Math.random() * answered.length)]!;
    } else {
      questionId = questionIds[next++]!;
      answered.push(questionId);
    }
    const save = http.post(
      `${BASE_URL}/api/exam-sessions/${sessionId}/save-answer`,
      JSON.stringify({
        questionId,
        selectedOption: 'ABCD'[Math.floor(Math.random() * 4)],
        clientSeq: seq,
      }),
      { headers: jsonHeaders, tags: { name: 'save-answer', phase: 'exam' } },
    );
    if (check(save, { 'save-answer 200': (r) => r.status === 200 })) savesAcknowledged.add(1);
  }

  const submit = http.post(`${BASE_URL}/api/exam-sessions/${sessionId}/submit`, '{}', {
    headers: jsonHeaders,
    tags: { name: 'submit', phase: 'exam' },
  });
  if (check(submit, { 'submit 200': (r) => r.status === 200 })) submitted.add(1);
}
