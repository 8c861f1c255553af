import crypto from 'node:crypto';
import type { Role } from '@gabaritei/shared';
import { hashPassword, verifyPassword } from '../auth/password';
import { deleteUserSessions } from '../auth/session.repository';
import {
  insertUser,
  listExistingEmails,
  listUsersByEmail,
  updatePasswordHash,
} from '../auth/users.repository';
import type { Runtime } from '../runtime';
import { DEMO_CATALOGUE } from './catalogue';
import { insertCatalogueSimulado } from './catalogue.repository';
import { DEMO_PARTICIPANT_KEYS, insertDemoParticipants } from './demo-participants';

export { DEMO_CATALOGUE } from './catalogue';

/** The demo accounts, verified and ready to sign in (README, "Demo accounts"). */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  password: string;
  role: Role;
  name: string;
}> = [
  {
    email: 'admin@gabaritei.dev',
    password: 'Admin@12345',
    role: 'ADMIN',
    name: 'Ana Administradora',
  },
  {
    email: 'professor@gabaritei.dev',
    password: 'Professor@12345',
    role: 'TEACHER',
    name: 'Paulo Professor',
  },
  {
    email: 'aluno@gabaritei.dev',
    password: 'Aluno@12345',
    role: 'STUDENT',
    name: 'Bruna Estudante',
  },
];

/** Where the start log points for the demo passwords. */
export const DEMO_ANNOUNCEMENT =
  'demo accounts ready; their passwords are in README.md (Demo accounts)';

/** The same, when the passwords were generated at this start (production). */
export const GENERATED_DEMO_ANNOUNCEMENT =
  'demo accounts ready; passwords generated at their creation were printed once, on stdout';

/** A demo account whose password was generated here: the start prints it, once. */
export type DemoCredentials = { email: string; role: Role; password: string };

function generatedPassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}

/**
 * Gives every demo account that still signs in with the README's password a generated
 * one, and ends its sessions. A production server runs it at each start: an earlier
 * version seeded the published passwords there, and anyone could sign in as the admin.
 */
export async function retirePublishedDemoPasswords(
  runtime: Pick<Runtime, 'db' | 'clock'>,
): Promise<DemoCredentials[]> {
  const { db, clock } = runtime;
  const users = await listUsersByEmail(
    db,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  const retired: DemoCredentials[] = [];
  for (const user of users) {
    const account = DEMO_ACCOUNTS.find((a) => a.email === user.email)!;
    if (!(await verifyPassword(user.password_hash, account.password))) continue;
    const password = generatedPassword();
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      await updatePasswordHash(trx, user.id, passwordHash, clock.now());
      await deleteUserSessions(trx, user.id);
    });
    retired.push({ email: account.email, role: account.role, password });
  }
  return retired;
}

/**
 * Seeds the demo accounts and the demo catalogue, once: when any demo account already
 * exists it does nothing, so restarts never duplicate the catalogue. Dates are relative to
 * the runtime's clock at seeding time. All or nothing, in one transaction.
 * `passwords: 'generated'` (production) gives the accounts passwords made here instead of
 * the README's, retires the README's on accounts an earlier start left, and answers the
 * new credentials for the caller to print once; otherwise it answers none.
 */
export async function seedDemoData(
  runtime: Runtime,
  options: { announce: boolean; passwords?: 'published' | 'generated' },
): Promise<DemoCredentials[]> {
  const { db, clock, logger } = runtime;
  const generate = options.passwords === 'generated';
  if (options.announce) {
    // Names the accounts, never a password: logs hold no password at all (the
    // privacy page says so); the README's table gives the demo passwords.
    logger.info(
      { accounts: DEMO_ACCOUNTS.map((a) => `${a.role} ${a.email}`) },
      generate ? GENERATED_DEMO_ANNOUNCEMENT : DEMO_ANNOUNCEMENT,
    );
  }
  const existing = await listExistingEmails(
    db,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  if (existing.length > 0) return generate ? retirePublishedDemoPasswords(runtime) : [];

  const credentials = DEMO_ACCOUNTS.map((a) => ({
    email: a.email,
    role: a.role,
    password: generate ? generatedPassword() : a.password,
  }));
  const hashes = await Promise.all(credentials.map((a) => hashPassword(a.password)));
  const now = clock.now();
  const seeded = await db.transaction().execute(async (trx) => {
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const user = await insertUser(trx, {
        name: account.name,
        email: account.email,
        passwordHash: hashes[index]!,
        role: account.role,
        emailVerifiedAt: now,
        now,
      });
      // Another process seeded meanwhile: leave its data alone.
      if (!user) return false;
    }
    const withParticipants = [];
    for (const simulado of DEMO_CATALOGUE) {
      const id = await insertCatalogueSimulado(trx, simulado, now);
      if ((DEMO_PARTICIPANT_KEYS as readonly string[]).includes(simulado.key)) {
        const end = simulado.window?.endInDays;
        const endsAt = end === undefined ? null : new Date(now.getTime() + end * 86_400_000);
        withParticipants.push({ id, simulado, endsAt });
      }
    }
    // Rankings, statistics and reports with something in them (fictitious names).
    await insertDemoParticipants(trx, withParticipants, now);
    return true;
  });
  if (seeded) {
    logger.info(
      { accounts: DEMO_ACCOUNTS.length, simulados: DEMO_CATALOGUE.length },
      'demo data seeded',
    );
  }
  return seeded && generate ? credentials : [];
}
