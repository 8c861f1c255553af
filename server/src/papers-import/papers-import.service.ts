import type { Logger } from 'pino';
import {
  ADMIN_MESSAGES,
  PAPER_IMPORT_ERROR_CODES as CODES,
  PAPER_IMPORT_LIMITS,
  PAPER_IMPORT_MESSAGES as M,
  type PaperImportResult,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { replacePaper, validatePaperDraft, type PaperDraft } from '../papers/paper-replace';
import { findSimuladoForExport } from './papers-export.repository';
import { parseDocxPaper } from './docx-parse';
import type { ParsedPaper } from './paper-draft';
import { errorLine, presentImport, previewUrl } from './papers-import.presenter';
import { readPaperZip } from './zip-import';
import { assertSafeZip } from './zip-guard';

export type PapersImportDeps = { db: Db; clock: Clock; logger: Pick<Logger, 'info'> };

export type ImportOptions = { dryRun: boolean; alts?: Readonly<Record<string, string>> };

const draftOf = (paper: ParsedPaper): PaperDraft => ({
  questions: paper.questions,
  baseTexts: paper.baseTexts,
  assets: paper.images.map((image) => ({ ref: image.ref, bytes: image.bytes })),
});

/**
 * The Word and ZIP imports: read the file into a paper (docx-parse.ts, zip-import.ts),
 * check it as storage will (papers/paper-replace.ts), and either answer what was read
 * (dry run) or replace the paper, all or nothing, while nobody has started.
 */
export function createPapersImportService({ db, clock, logger }: PapersImportDeps) {
  async function formatOf(simuladoId: string) {
    const simulado = await findSimuladoForExport(db, simuladoId);
    if (!simulado) throw notFound(ADMIN_MESSAGES.simuladoNotFound);
    return simulado.format;
  }

  async function finish(
    simuladoId: string,
    paper: ParsedPaper,
    { dryRun }: ImportOptions,
    source: 'docx' | 'zip',
  ): Promise<PaperImportResult> {
    const draft = draftOf(paper);
    // Storage's own checks (sanitised content, limits) once the file's layout holds.
    if (paper.errors.length === 0)
      for (const message of validatePaperDraft(draft, await formatOf(simuladoId)))
        paper.errors.push({ question: null, paragraph: null, message });
    const errors = paper.errors.slice(0, PAPER_IMPORT_LIMITS.maxErrors);
    const preview = new Map(
      paper.images.map((image, i) => [image.ref, previewUrl(simuladoId, i + 1)]),
    );
    if (dryRun) return presentImport({ ...paper, errors }, preview, false);
    if (errors.length > 0) {
      const lines = [M.errors(paper.errors.length), ...errors.map(errorLine)];
      throw badRequest(lines.join('\n'), CODES.PAPER_IMPORT_INVALID);
    }
    const replaced = await replacePaper({ db, clock }, simuladoId, draft);
    logger.info(
      { simuladoId, source, questions: replaced.questionCount, baseTexts: replaced.baseTextCount },
      'paper imported',
    );
    const stored = new Map(replaced.assets.map((asset) => [asset.ref, asset.url]));
    return presentImport(paper, stored, true);
  }

  return {
    async importDocx(simuladoId: string, file: Buffer, options: ImportOptions) {
      const format = await formatOf(simuladoId);
      await assertSafeZip(file, M.notDocx);
      let paper: ParsedPaper;
      try {
        paper = await parseDocxPaper(file, format, options.alts);
      } catch {
        // mammoth refuses what is not a Word document: a renamed file, a zip of photos.
        throw badRequest(M.notDocx, CODES.PAPER_FILE_UNREADABLE);
      }
      return finish(simuladoId, paper, options, 'docx');
    },

    async importZip(simuladoId: string, file: Buffer, options: ImportOptions) {
      const format = await formatOf(simuladoId);
      const paper = await readPaperZip(await assertSafeZip(file, M.notZip), format);
      return finish(simuladoId, paper, options, 'zip');
    },
  };
}

export type PapersImportService = ReturnType<typeof createPapersImportService>;
