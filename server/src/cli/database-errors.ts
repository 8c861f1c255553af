/**
 * The operator's one line for a database the CLI cannot use, in Portuguese then English,
 * instead of the driver's stack trace. Null when the error is not about reaching it.
 */
export function describeDatabaseError(error: unknown, databaseUrl: string | null): string | null {
  const target = databaseUrl ? safeTarget(databaseUrl) : 'PostgreSQL';
  const code = errorCode(error);
  if (code === '3D000') {
    const name = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
    return (
      `O banco "${name}" não existe em ${target}: crie-o (createdb ${name}) ou corrija ` +
      `DATABASE_URL. / Database "${name}" does not exist on ${target}: create it ` +
      `(createdb ${name}) or fix DATABASE_URL.`
    );
  }
  if (code === '28P01' || code === '28000') {
    return (
      `O PostgreSQL em ${target} recusou o usuário ou a senha de DATABASE_URL. / ` +
      `PostgreSQL at ${target} refused DATABASE_URL's user or password.`
    );
  }
  if (
    code &&
    ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code) &&
    !otherPort(error, databaseUrl)
  ) {
    return (
      `Não foi possível conectar ao PostgreSQL em ${target} (${code}): confira se ele está ` +
      `no ar e se DATABASE_URL está certa. / Cannot reach PostgreSQL at ${target} ` +
      `(${code}): check that it is running and that DATABASE_URL is right.`
    );
  }
  return null;
}

/** A refused connection to another port than DATABASE_URL's: Redis's, say, not ours. */
function otherPort(error: unknown, databaseUrl: string | null): boolean {
  if (!databaseUrl || !error || typeof error !== 'object') return false;
  const inner = error instanceof AggregateError ? (error.errors[0] as unknown) : error;
  const port = (inner as { port?: unknown } | undefined)?.port;
  try {
    return typeof port === 'number' && port !== Number(new URL(databaseUrl).port || 5432);
  } catch {
    return false;
  }
}

/** host:port/database, never the password. */
function safeTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** pg's SQLSTATE or Node's errno code; a refused dual-stack connect is an AggregateError. */
function errorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = errorCode(inner);
      if (found) return found;
    }
  }
  const cause = (error as { cause?: unknown }).cause;
  return cause ? errorCode(cause) : undefined;
}
