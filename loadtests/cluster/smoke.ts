/**
 * Steps 1 and 2 of `pnpm test:cluster` (scripts/test-cluster.mjs starts the cluster and
 * runs this with tsx): the database is seeded with the exam bench's fixture, then through
 * nginx a candidate signs in, starts, saves 40 answers and submits — served by every API
 * instance, as X-Instance shows — while a Socket.IO watcher connected through nginx waits
 * for that submission's ranking:updated. Writes the fixture for the k6 scripts to
 * FIXTURE_OUT and exits 1 when a step fails.
 */
import fs from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../../server/src/db/connect';
import { seedExamFixture } from '../bench/lib/setup';

const baseUrl = required('BASE_URL');
const databaseUrl = required('DATABASE_URL');
// 73 for the failure steps (failures.ts); the k6 scripts use the first 20.
const candidates = Number(process.env.CANDIDATES ?? 80);
const apiInstances = Number(process.env.API_INSTANCES ?? 2);

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name}`);
  return value;
}

type Step = { name: string; ok: boolean; detail: string };
const steps: Step[] = [];
const instances = new Set<string>();

async function call(path: string, cookie: string | null, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const instance = response.headers.get('x-instance');
  if (instance) instances.add(instance);
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${json.message}`);
  return { json, setCookie: response.headers.getSetCookie() };
}

/** A watcher through nginx, in the simulado's room once the server acknowledged a ping. */
async function watch(simuladoId: string): Promise<Socket> {
  const socket = io(baseUrl, { path: '/socket.io', reconnection: false, timeout: 5000 });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.emit('ranking:join', simuladoId);
  // Events of one socket are handled in order: the ack means the join happened.
  await socket.timeout(5000).emitWithAck('ping');
  return socket;
}

async function main(): Promise<boolean> {
  const handle = await openDatabase({ databaseUrl, poolSize: 2, dataDir: null });
  const fixture = await seedExamFixture(handle.db, candidates).finally(() => handle.close());
  // The k6 scripts use the first simulado; the smoke's candidate sits the second one.
  const simuladoId = fixture.saturationSimuladoId;
  const watcher = await watch(simuladoId);
  const updates: Array<{ at: number; participants: number }> = [];
  watcher.on('ranking:updated', (event: { simuladoId: string; participants: number }) => {
    if (event.simuladoId === simuladoId)
      updates.push({ at: Date.now(), participants: event.participants });
  });

  const login = await call('/api/auth/login', null, {
    email: fixture.candidates[0]!.email,
    password: fixture.password,
  });
  const cookie = login.setCookie.map((c) => c.split(';')[0]).join('; ');
  const session = await call('/api/exam-sessions/start', cookie, { simuladoId });
  const sessionId = String(session.json.id);
  for (const [index, questionId] of fixture.saturationQuestionIds.slice(0, 40).entries()) {
    await call(`/api/exam-sessions/${sessionId}/save-answer`, cookie, {
      questionId,
      selectedOption: 'ABCD'[index % 4],
      clientSeq: index + 1,
    });
  }
  await call(`/api/exam-sessions/${sessionId}/submit`, cookie, {});
  const submittedAt = Date.now();
  const result = await call(`/api/result/${fixture.candidates[0]!.id}`, cookie);
  steps.push({
    name: '1. sign-in, start, 40 saves, submit through nginx on every instance',
    ok: instances.size >= apiInstances,
    detail: `served by ${[...instances].sort().join(', ')}; result ${JSON.stringify(result.json).slice(0, 80)}…`,
  });

  const deadline = submittedAt + 2000;
  while (Date.now() < deadline && !updates.some((u) => u.participants >= 1)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const update = updates.find((u) => u.participants >= 1);
  steps.push({
    name: '2. a watcher through nginx receives ranking:updated within 2 s',
    ok: update !== undefined,
    detail: update
      ? `${Math.max(0, update.at - submittedAt)} ms after the submit's response`
      : 'none within 2 s',
  });
  watcher.close();

  if (process.env.FIXTURE_OUT) {
    const k6 = {
      SIMULADO_ID: fixture.daySimuladoId,
      PASSWORD: fixture.password,
      CANDIDATES: String(Math.min(candidates, 20)),
    };
    fs.writeFileSync(process.env.FIXTURE_OUT, JSON.stringify(k6));
  }
  for (const step of steps)
    console.info(`${step.ok ? 'PASS' : 'FAIL'} ${step.name}: ${step.detail}`);
  return steps.every((s) => s.ok);
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error('FAIL cluster smoke:', error);
    process.exit(1);
  },
);
