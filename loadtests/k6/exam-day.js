// k6 version of phase 1 of `pnpm bench exam`: an exam day against a running instance.
// Every VU is one candidate: it signs in, presses start within the same second as all the
// others, saves an answer every 2 s on average (random 0–4 s) until ANSWERS saves, then
// submits within a 10 s window shared by everybody.
//
// The candidates must exist: `pnpm bench exam --seed-only --candidates 2000 [--mode scaled]`
// fills a database (candidatoN@bench.gabaritei.dev, one password, access bought) and
// prints the server command and the k6 command line with SIMULADO_ID and PASSWORD.
//
//   k6 run -e BASE_URL=http://localhost:3000 -e SIMULADO_ID=… -e PASSWORD=… \
//          -e CANDIDATES=2000 loadtests/k6/exam-day.js
//
// Sign-in is argon2-bound (~50 ms of CPU each): LOGIN_SECONDS must cover all of them
// before the common start moment (default: 40 per second per 2 cores, plus 10 s).
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import { Counter, Trend } from 'k6/metrics';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';
const CANDIDATES = Number(__ENV.CANDIDATES || 2000);
const ANSWERS = Number(__ENV.ANSWERS || 60);
const MEAN_THINK_S = Number(__ENV.MEAN_THINK_S || 2);
const SUBMIT_WINDOW_S = Number(__ENV.SUBMIT_WINDOW_S || 10);
const LOGIN_SECONDS = Number(__ENV.LOGIN_SECONDS || Math.ceil(CANDIDATES / 40) + 10);
const SIMULADO_ID = __ENV.SIMULADO_ID;
const PASSWORD = __ENV.PASSWORD;

// How long after the common start everybody has surely answered: the mean, plus a tail.
const SUBMIT_AFTER_S = Number(
  __ENV.SUBMIT_AFTER_S || ANSWERS * MEAN_THINK_S + 6 * Math.sqrt(ANSWERS) * MEAN_THINK_S + 10,
);

const startDoneAt = new Trend('exam_start_done_after_common_start', true);
const savesAcknowledged = new Counter('exam_saves_acknowledged');

export const options = {
  scenarios: {
    exam_day: {
      executor: 'per-vu-iterations',
      vus: CANDIDATES,
      iterations: 1,
      maxDuration: `${LOGIN_SECONDS + SUBMIT_AFTER_S + SUBMIT_WINDOW_S + 120}s`,
    },
  },
  // One keep-alive connection per candidate, like browsers.
  noConnectionReuse: false,
  thresholds: {
    // The start burst: everyone presses start within 1 s; all answered within 5 s.
    exam_start_done_after_common_start: ['max<5000'],
    'http_req_duration{name:save-answer}': ['p(99)<100'],
    'http_req_duration{name:submit}': ['p(99)<1000'],
    'http_req_failed{phase:exam}': ['rate==0'],
    checks: ['rate==1'],
  },
};

const json = { headers: { 'Content-Type': 'application/json' } };

export function setup() {
  if (!SIMULADO_ID || !PASSWORD) fail('set SIMULADO_ID and PASSWORD (see the header comment)');
  const detail = http.get(`${BASE_URL}/api/simulados/${SIMULADO_ID}`);
  if (detail.status !== 200) fail(`GET /api/simulados/${SIMULADO_ID} answered ${detail.status}`);
  const questionIds = detail.json('questions').map((q) => q.id);
  return { questionIds, startAt: Date.now() + LOGIN_SECONDS * 1000 };
}

function sleepUntil(epochMs) {
  const seconds = (epochMs - Date.now()) / 1000;
  if (seconds > 0) sleep(seconds);
}

export default function ({ questionIds, startAt }) {
  const email = `candidato${__VU}@bench.gabaritei.dev`;
  // k6 keeps the session cookie in the VU's jar.
  const login = http.post(
    `${BASE_URL}/api/auth/login`,
    JSON.stringify({ email, password: PASSWORD }),
    {
      ...json,
      tags: { name: 'sign-in', phase: 'sign-in' },
    },
  );
  if (!check(login, { 'sign-in 200': (r) => r.status === 200 })) return;

  sleepUntil(startAt + Math.random() * 1000);
  const start = http.post(
    `${BASE_URL}/api/exam-sessions/start`,
    JSON.stringify({ simuladoId: SIMULADO_ID }),
    {
      ...json,
      tags: { name: 'start', phase: 'exam' },
    },
  );
  startDoneAt.add(Date.now() - startAt);
  if (!check(start, { 'start 200': (r) => r.status === 200 })) return;
  const sessionId = start.json('id');

  const answered = [];
  let next = 0;
  for (let seq = 1; seq <= ANSWERS; seq++) {
    sleep(Math.random() * 2 * MEAN_THINK_S);
    const changeOfMind = answered.length > 3 && Math.random() < 0.15;
    let questionId;
    if (changeOfMind || next >= questionIds.length) {
      questionId = answered[Math.floor(Math.random() * answered.length)];
    } else {
      questionId = questionIds[next++];
      answered.push(questionId);
    }
    const selectedOption = 'ABCD'[Math.floor(Math.random() * 4)];
    const save = http.post(
      `${BASE_URL}/api/exam-sessions/${sessionId}/save-answer`,
      JSON.stringify({ questionId, selectedOption, clientSeq: seq }),
      { ...json, tags: { name: 'save-answer', phase: 'exam' } },
    );
    if (check(save, { 'save-answer 200': (r) => r.status === 200 })) savesAcknowledged.add(1);
  }

  sleepUntil(startAt + SUBMIT_AFTER_S * 1000 + Math.random() * SUBMIT_WINDOW_S * 1000);
  const submit = http.post(`${BASE_URL}/api/exam-sessions/${sessionId}/submit`, '{}', {
    ...json,
    tags: { name: 'submit', phase: 'exam' },
  });
  check(submit, { 'submit 200': (r) => r.status === 200 });
}
