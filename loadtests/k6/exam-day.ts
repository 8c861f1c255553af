// The exam day through the entry point: candidates arrive on a ramp (k6's
// ramping-arrival-rate), each signs in, starts the official attempt, answers with think
// time (mostly the next question, sometimes a change of mind) and submits.
//
// The candidates must exist (candidatoN@bench.gabaritei.dev, one password, access bought):
// `pnpm bench exam --seed-only --candidates 2000 --mode scaled` fills a database and
// prints SIMULADO_ID and PASSWORD; `pnpm test:cluster` seeds its own.
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
const PEAK_PER_S = CANDIDATES / (ARRIVAL_S - RAMP_S / 2);

const savesAcknowledged = new Counter('exam_saves_acknowledged');
const submitted = new Counter('exam_submitted');

export const options = {
  scenarios: {
    exam_day: {
      executor: 'ramping-arrival-rate',
      startRate: 0,
      timeUnit: '1s',
      preAllocatedVUs: Math.min(CANDIDATES, Math.ceil(PEAK_PER_S * ANSWERS * MEAN_THINK_S) + 10),
      maxVUs: CANDIDATES,
      stages: [
        { target: PEAK_PER_S, duration: `${RAMP_S}s` },
        { target: PEAK_PER_S, duration: `${ARRIVAL_S - RAMP_S}s` },
      ],
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

export default function () {
  // One iteration per arrival, one candidate per iteration; rounding may add one more.
  const index = exec.scenario.iterationInTest + 1;
  if (index > CANDIDATES) return;
  const simuladoId = env('SIMULADO_ID');
  // The VU's cookie jar keeps the session cookie for the requests that follow.
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
