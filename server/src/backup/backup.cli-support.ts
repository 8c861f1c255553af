import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from './backup.errors';

/**
 * The file argument of a backup CLI (`--out FILE` or `--in FILE`), resolved against the
 * directory the operator typed the command in (pnpm runs scripts inside server/).
 */
export function fileArgument(
  name: 'out' | 'in',
  argv: string[] = process.argv.slice(2),
  cwd: string = process.env.INIT_CWD ?? process.cwd(),
): string {
  const { values } = parseArgs({
    args: argv,
    options: { [name]: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const file = values[name];
  if (typeof file !== 'string' || file === '') {
    throw new BackupError(`Informe o arquivo: --${name} ARQUIVO. / Name the file: --${name} FILE.`);
  }
  return path.resolve(cwd, file);
}

/** "1.234 s" for the operator: how long a step took. */
export function seconds(fromMs: number, toMs: number): string {
  return `${((toMs - fromMs) / 1000).toFixed(1)} s`;
}
