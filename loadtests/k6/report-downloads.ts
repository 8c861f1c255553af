// A wave of report downloads: every VU signs in as a candidate who sat the simulado and
// downloads their PDF at the same moment, as when results are released. Run after
// exam-day.ts, against the same candidates (reports are rendered by the workers).
//
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e SIMULADO_ID=… -e PASSWORD=… \
//          -e REPORTS=200 loadtests/k6/report-downloads.ts
import http from 'k6/http';
import { check } from 'k6';
import { Counter } from 'k6/metrics';
import { BASE_URL, env, jsonHeaders, ms, numberEnv } from './lib/env.ts';

const REPORTS = numberEnv('REPORTS', 200);
const downloaded = new Counter('reports_downloaded');

export const options = {
  scenarios: {
    wave: { executor: 'per-vu-iterations', vus: REPORTS, iterations: 1 },
  },
  thresholds: {
    'http_req_duration{name:report-pdf}': [`p(95)<${ms(15000)}`, `p(99)<${ms(20000)}`],
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    reports_downloaded: [`count>=${Math.floor(REPORTS * 0.99)}`],
  },
};

export default function () {
  const login = http.post(
    `${BASE_URL}/api/auth/login`,
    JSON.stringify({ email: `candidato${__VU}@bench.gabaritei.dev`, password: env('PASSWORD') }),
    { headers: jsonHeaders, tags: { name: 'sign-in' } },
  );
  if (!check(login, { 'sign-in 200': (r) => r.status === 200 })) return;
  const userId = login.json('user.id') as string;
  const pdf = http.get(
    `${BASE_URL}/api/reports/student/${userId}/simulado/${env('SIMULADO_ID')}?attemptType=OFFICIAL`,
    { responseType: 'binary', tags: { name: 'report-pdf' }, timeout: '60s' },
  );
  const ok = check(pdf, {
    'report 200': (r) => r.status === 200,
    'report is a PDF': (r) => String(r.headers['Content-Type']).startsWith('application/pdf'),
  });
  if (ok) downloaded.add(1);
}
