// CI has no Docker daemon, so `docker compose config` cannot check the load-test override:
// this reads it beside docker-compose.yml and holds it, the docs' sequence and the seeding's
// printed line to one another.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from './processes';
import { LOADTEST_COMPOSE, LOADTEST_NETWORK } from './seed-into';

type Service = { ports?: string[]; environment?: Record<string, string>; command?: string[] };
type ComposeFile = { name?: string; services: Record<string, Service> };

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const base = parse(read('docker-compose.yml'), { merge: true }) as ComposeFile;
const override = parse(read('docker-compose.loadtest.yml'), { merge: true }) as ComposeFile;
const docs = { readme: read('README.md'), operations: read('docs/OPERATIONS.md') };

describe('docker-compose.loadtest.yml', () => {
  it('only adjusts services docker-compose.yml defines, in a project of its own', () => {
    for (const name of Object.keys(override.services)) expect(base.services).toHaveProperty(name);
    expect(base.name).toBeUndefined();
    expect(override.name).toBe('gabaritei-loadtest');
    expect(LOADTEST_NETWORK).toBe(`${override.name}_default`);
    expect(LOADTEST_COMPOSE).toContain(`-p ${override.name} `);
  });

  it('publishes PostgreSQL on the loopback only, which docker-compose.yml does not publish', () => {
    expect(base.services.postgres!.ports).toBeUndefined();
    const ports = Object.values(override.services).flatMap((s) => s.ports ?? []);
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
    expect(override.services.postgres!.ports).toEqual(['127.0.0.1:5433:5432']);
  });

  it('lets every API instance take k6’s sign-ins from one address', () => {
    const apis = Object.entries(base.services).filter(
      ([, s]) => s.environment?.DATABASE_URL && !s.command,
    );
    expect(apis.map(([name]) => name)).toEqual(['api1', 'api2']);
    for (const [name] of apis) {
      const limit = Number(override.services[name]?.environment?.RATE_LIMIT_AUTH_PER_IP);
      expect(limit).toBeGreaterThanOrEqual(2000 * 4);
    }
  });

  it('is what the README and OPERATIONS tell the operator to bring up, seed and tear down', () => {
    const env = base.services.api1!.environment!;
    // The seeding URL: compose's credentials and database, through the published port.
    const inside = new URL(env.DATABASE_URL!);
    const published = override.services.postgres!.ports![0]!.split(':');
    const seedUrl =
      `postgres://${inside.username}:${inside.password}@${published[0]}:${published[1]}` +
      `${inside.pathname}`;
    const name = inside.pathname.slice(1);
    for (const doc of [docs.readme, docs.operations]) {
      expect(doc).toContain(`${LOADTEST_COMPOSE} up --build -d --wait`);
      expect(doc).toContain(`--database-url ${seedUrl}`);
      expect(doc).toMatch(new RegExp(`--yes-seed-into ${name}\\b`));
    }
    expect(docs.operations).toContain(`${LOADTEST_COMPOSE} down -v`);
    expect(docs.operations).toContain(`--network ${LOADTEST_NETWORK} grafana/k6 run`);
    expect(docs.operations).toContain(
      "-e BASE_URL=http://nginx -e SIMULADO_ID=… -e PASSWORD='Prova@2026-bench' ",
    );
    expect(base.services.nginx).toBeDefined();
  });
});
