// Smoke: health, readiness and the anonymous session check through the entry point.
//   k6 run -e BASE_URL=http://127.0.0.1:8080 loadtests/k6/smoke.ts
import http from 'k6/http';
import { check } from 'k6';
import { BASE_URL, numberEnv } from './lib/env.ts';

export const options = {
  scenarios: {
    smoke: {
      executor: 'constant-vus',
      vus: numberEnv('VUS', 10),
      duration: `${numberEnv('DURATION_S', 30)}s`,
    },
  },
  thresholds: { 'http_req_failed{kind:health}': ['rate<0.01'], checks: ['rate==1'] },
};

export default function () {
  const health = { tags: { kind: 'health' } };
  check(http.get(`${BASE_URL}/healthz`, health), { 'healthz 200': (r) => r.status === 200 });
  check(http.get(`${BASE_URL}/readyz`, health), { 'readyz 200': (r) => r.status === 200 });
  check(http.get(`${BASE_URL}/api/auth/me`), { 'me anonymous 401': (r) => r.status === 401 });
}
