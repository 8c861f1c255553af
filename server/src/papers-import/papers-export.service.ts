import { ADMIN_MESSAGES, type Option } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { writeDocxPaper, type ExportPaper } from './docx-export';
import type { WordImage } from './html-to-docx';
import type { DraftBaseText } from './paper-draft';
import * as repo from './papers-export.repository';
import { TEMPLATE_PAPER, TEMPLATE_PREAMBLE } from './word-template';
import { wordImage } from './word-images';

export type PapersExportDeps = { db: Db; clock: Clock };

/** A file to download: its name (ASCII, safe in a header) and bytes. */
export type Download = { fileName: string; contentType: string; bytes: Buffer };

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** 'Simulado PF — Agente 2026' → 'simulado-pf-agente-2026'. */
const slug = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'simulado';

const ASSET_SRC = /src="(\/api\/simulados\/[0-9a-f-]{36}\/assets\/([0-9a-f-]{36}))"/g;

export function createPapersExportService({ db, clock }: PapersExportDeps) {
  async function readPaper(simuladoId: string): Promise<ExportPaper> {
    const simulado = await repo.findSimuladoForExport(db, simuladoId);
    if (!simulado) throw notFound(ADMIN_MESSAGES.simuladoNotFound);
    const [rows, texts] = await Promise.all([
      repo.listExportQuestions(db, simuladoId),
      repo.listExportBaseTexts(db, simuladoId),
    ]);
    // A block is the questions that name its base text, contiguous by the editor's rule.
    const baseTexts: DraftBaseText[] = [];
    for (const text of texts) {
      const positions = rows.flatMap((row, i) => (row.base_text_id === text.id ? [i + 1] : []));
      if (positions.length === 0) continue;
      baseTexts.push({
        title: text.title,
        contentHtml: text.content_html,
        lineNumbers: text.line_numbers,
        firstQuestion: positions[0]!,
        lastQuestion: positions.at(-1)!,
      });
    }
    return {
      title: simulado.title,
      format: simulado.format,
      baseTexts: baseTexts.sort((a, b) => a.firstQuestion - b.firstQuestion),
      questions: rows.map((row) => ({
        text: row.text,
        optionA: row.option_a,
        optionB: row.option_b,
        optionC: row.option_c,
        optionD: row.option_d,
        optionE: row.option_e,
        correctOption: row.correct_option as Option,
        weight: Number(row.weight),
        subject: row.subject,
        explanation: row.explanation,
        ...(row.annulled_at ? { annulled: true } : {}),
      })),
    };
  }

  /** The paper's images by their URL in the HTML, ready for Word. */
  async function loadImages(simuladoId: string, paper: ExportPaper) {
    const html = JSON.stringify(paper);
    const images = new Map<string, WordImage>();
    for (const [, url, assetId] of html.replaceAll('\\"', '"').matchAll(ASSET_SRC)) {
      if (!url || !assetId || images.has(url)) continue;
      const bytes = await repo.findAssetBytes(db, simuladoId, assetId);
      const image = bytes ? await wordImage(Buffer.from(bytes)) : null;
      if (image) images.set(url, image);
    }
    return images;
  }

  return {
    /** The paper as a .docx in the import's layout: importing it gives the same paper. */
    async exportDocx(simuladoId: string): Promise<Download> {
      const paper = await readPaper(simuladoId);
      const bytes = await writeDocxPaper(paper, await loadImages(simuladoId, paper));
      return { fileName: `${slug(paper.title)}.docx`, contentType: DOCX_TYPE, bytes };
    },

    /**
     * The paper's rows — the simulado, its base texts, questions and images — as the backup
     * archive writes them (`row_to_json` per row, in sections by table; bytea as hex).
     */
    async exportJson(simuladoId: string): Promise<Download> {
      const simulado = await repo.findSimuladoForExport(db, simuladoId);
      if (!simulado) throw notFound(ADMIN_MESSAGES.simuladoNotFound);
      const tables = [];
      for (const table of repo.PAPER_TABLES)
        tables.push({ table, rows: await repo.paperRowsAsJson(db, table, simuladoId) });
      const document = {
        format: 'gabaritei-export',
        formatVersion: 1,
        scope: { simuladoId },
        createdAt: clock.now().toISOString(),
        tables,
      };
      return {
        fileName: `${slug(simulado.title)}.json`,
        contentType: 'application/json; charset=utf-8',
        bytes: Buffer.from(JSON.stringify(document, null, 2)),
      };
    },

    /** The Word template: the layout explained, and an example paper that imports cleanly. */
    async template(): Promise<Download> {
      const bytes = await writeDocxPaper(TEMPLATE_PAPER, new Map(), TEMPLATE_PREAMBLE);
      return { fileName: 'modelo-gabaritei.docx', contentType: DOCX_TYPE, bytes };
    },
  };
}

export type PapersExportService = ReturnType<typeof createPapersExportService>;
