import type { Role } from '@gabaritei/shared';
import { hashPassword } from '../auth/password';
import { insertUser, listExistingEmails } from '../auth/users.repository';
import type { Runtime } from '../runtime';
import { DEMO_CATALOGUE } from './catalogue';
import { insertCatalogueSimulado } from './catalogue.repository';

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

/**
 * Seeds the demo accounts and the demo catalogue, once: when any demo account already
 * exists it does nothing, so restarts never duplicate the catalogue. Dates are relative to
 * the runtime's clock at seeding time. All or nothing, in one transaction.
 */
export async function seedDemoData(
  runtime: Runtime,
  options: { announce: boolean },
): Promise<void> {
  const { db, clock, logger } = runtime;
  if (options.announce) {
    // Names the accounts, never a password: logs hold no password at all (issue 17, the
    // privacy page says so); the README's table gives the demo passwords.
    logger.info({ accounts: DEMO_ACCOUNTS.map((a) => `${a.role} ${a.email}`) }, DEMO_ANNOUNCEMENT);
  }
  const existing = await listExistingEmails(
    db,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  if (existing.length > 0) return;

  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
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
    for (const simulado of DEMO_CATALOGUE) await insertCatalogueSimulado(trx, simulado, now);
    return true;
  });
  if (seeded) {
    logger.info(
      { accounts: DEMO_ACCOUNTS.length, simulados: DEMO_CATALOGUE.length },
      'demo data seeded',
    );
  }
}
