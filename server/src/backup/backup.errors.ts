/**
 * A refusal or failure of export, import, backup or restore whose message is the whole
 * story for the operator, in Portuguese then English (the CLIs print it without a stack).
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export const backupMessages = {
  newerSchema: (archive: string, known: string) =>
    `O arquivo vem de um esquema mais novo (${archive}) do que este Gabaritei conhece ` +
    `(${known}): atualize o Gabaritei e importe de novo. / The archive's schema ` +
    `(${archive}) is newer than this Gabaritei's (${known}): upgrade, then import again.`,
  unknownSchema: (archive: string) =>
    `O esquema do arquivo (${archive}) não corresponde a nenhuma migração desta versão. / ` +
    `The archive's schema (${archive}) matches no migration of this version.`,
  notAnArchive: (file: string) =>
    `${file} não é uma exportação do Gabaritei (formato desconhecido). / ` +
    `${file} is not a Gabaritei export (unknown format).`,
  newerFormat: (version: number) =>
    `Formato de exportação ${version} é mais novo do que este Gabaritei lê. / ` +
    `Export format ${version} is newer than this Gabaritei reads.`,
  targetNotEmpty: (table: string) =>
    `O banco de destino não está vazio (a tabela ${table} tem linhas): importe num banco ` +
    `novo, sem dados. / The target database is not empty (table ${table} has rows): ` +
    `import into a new, empty database.`,
  targetAhead: (target: string, archive: string) =>
    `O banco de destino já está migrado além do arquivo (${target} > ${archive}): use um ` +
    `banco novo. / The target is migrated past the archive (${target} > ${archive}): use ` +
    `a new database.`,
  reportsDirNotEmpty: (dir: string) =>
    `A pasta de relatórios ${dir} já tem PDFs: esvazie-a ou use outra. / The reports ` +
    `folder ${dir} already holds PDFs: empty it or use another.`,
  countMismatch: (table: string, expected: number, found: number) =>
    `A tabela ${table} deveria ter ${expected} linhas no arquivo e tem ${found}. / ` +
    `Table ${table} should have ${expected} rows in the archive, found ${found}.`,
} as const;
