// k6 smoke test: health, readiness and the public session check of a running instance.
// Run: k6 run -e BASE_URL=http://localhost:3000 loadtests/k6/smoke.js
import http from 'k6/http';
import { check } from 'k6';

export const options = { vus: 10, duration: '30s', thresholds: { http_req_failed: ['rate<0.01'] } };
const base = __ENV.BASE_URL || 'http://localhost:3000';

export default function () {
  check(http.get(`${base}/healthz`), { 'healthz 200': (r) => r.status === 200 });
  check(http.get(`${base}/readyz`), { 'readyz 200': (r) => r.status === 200 });
  check(http.get(`${base}/api/auth/me`), { 'me anonymous 401': (r) => r.status === 401 });
}
