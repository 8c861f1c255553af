import { parseArgs } from 'node:util';
import { registerSchema } from '@gabaritei/shared';
import { hashPassword } from '../auth/password';
import { findUserByEmail, insertUser } from '../auth/users.repository';
import { systemClock } from '../clock';
import { migrateToLatest } from '../db/migrate';
import { CliError, openCliDatabase, readCliConfig, runCli } from './common';
import { generatePassword } from './password-generator';

const USAGE =
  'Usage: pnpm admin:create --email <e-mail> --name "<full name>" [--password <password>]\n' +
  'Creates a verified ADMIN account. Without --password a strong one is generated and printed once.';

function readArguments(argv: string[]) {
  try {
    // `pnpm admin:create -- --email …` passes the separator through; it means nothing here.
    const { values } = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    return values;
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
}

runCli(async () => {
  const args = readArguments(process.argv.slice(2));
  if (!args.email || !args.name) throw new CliError(`--email and --name are required.\n${USAGE}`);
  const generated = args.password === undefined;
  const parsed = registerSchema.safeParse({
    name: args.name,
    email: args.email,
    password: args.password ?? generatePassword(),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  --${issue.path.join('.')}: ${issue.message}`,
    );
    throw new CliError(`Invalid arguments:\n${problems.join('\n')}`);
  }
  const { name, email, password } = parsed.data;

  const config = readCliConfig();
  const database = await openCliDatabase(config);
  try {
    // A fresh database (first deploy) gets its schema first.
    await migrateToLatest(database.db);
    const refuse = (role: string) =>
      new CliError(`An account with ${email} already exists (role ${role}); nothing was changed.`);
    const existing = await findUserByEmail(database.db, email);
    if (existing) throw refuse(existing.role);
    const now = systemClock.now();
    const user = await insertUser(database.db, {
      name,
      email,
      passwordHash: await hashPassword(password),
      role: 'ADMIN',
      emailVerifiedAt: now,
      now,
    });
    if (!user) throw refuse('unknown');
    console.info(`Created administrator ${user.name} <${user.email}> (id ${user.id}).`);
    if (generated) console.info(`Generated password (shown only once): ${password}`);
  } finally {
    await database.close();
  }
});
