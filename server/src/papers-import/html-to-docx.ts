import {
  AlignmentType,
  ImageRun,
  LevelFormat,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  UnderlineType,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/** An image's bytes for Word: PNG, JPEG or GIF (a WebP asset is converted by the loader). */
export type WordImage = {
  type: 'png' | 'jpg' | 'gif';
  bytes: Buffer;
  width: number;
  height: number;
};

/** The images of the paper by their `src`, loaded before writing (the writer is synchronous). */
export type ImageTable = ReadonlyMap<string, WordImage>;

type Style = {
  -readonly [K in 'bold' | 'italics' | 'strike' | 'subScript' | 'superScript']?: IRunOptions[K];
} & { underline?: boolean };

/** The widest an image is printed, in pixels at 96 dpi: the text column of an A4 page. */
const MAX_WIDTH = 600;

const BLOCKS = new Set(['p', 'table', 'ul', 'ol', 'blockquote', 'li']);

/** Word's paragraph style of a quote: the import maps it back to `blockquote` (docx-blocks.ts). */
export const QUOTE_STYLE = {
  id: 'Quote',
  name: 'Quote',
  basedOn: 'Normal',
  next: 'Normal',
  quickFormat: true,
  paragraph: { indent: { left: 720 } },
};

const ORDERED = 'gabaritei-ordered';

/**
 * The numbering of ordered lists ('1.', '2.'…): mammoth reads a decimal level back as `ol`,
 * a bullet as `ul`. Each list is an instance of its own, so each counts from 1.
 */
export const NUMBERING = {
  config: [
    {
      reference: ORDERED,
      levels: [
        {
          level: 0,
          format: LevelFormat.DECIMAL,
          text: '%1.',
          alignment: AlignmentType.START,
          style: { paragraph: { indent: { left: 720, hanging: 360 } } },
        },
      ],
    },
  ],
};

/** Instances only need to differ within one document; a counter for the process is enough. */
let orderedLists = 0;

function runsOf(nodes: ChildNode[], style: Style, images: ImageTable): ParagraphChild[] {
  const runs: ParagraphChild[] = [];
  for (const node of nodes) {
    if (isText(node)) {
      if (node.data !== '')
        runs.push(
          new TextRun({
            text: node.data,
            ...style,
            underline: style.underline ? { type: UnderlineType.SINGLE } : undefined,
          }),
        );
      continue;
    }
    if (!isTag(node)) continue;
    const name = node.name;
    if (name === 'br') runs.push(new TextRun({ text: '', break: 1 }));
    else if (name === 'img') {
      const run = imageRun(node, images);
      if (run) runs.push(run);
    } else {
      const next: Style = { ...style };
      if (name === 'strong' || name === 'b') next.bold = true;
      if (name === 'em' || name === 'i') next.italics = true;
      if (name === 'u') next.underline = true;
      if (name === 's' || name === 'strike' || name === 'del') next.strike = true;
      if (name === 'sub') next.subScript = true;
      if (name === 'sup') next.superScript = true;
      runs.push(...runsOf(node.children, next, images));
    }
  }
  return runs;
}

function imageRun(node: Element, images: ImageTable): ImageRun | null {
  const image = images.get(node.attribs.src ?? '');
  if (!image) return null;
  const scale = Math.min(1, MAX_WIDTH / image.width);
  return new ImageRun({
    type: image.type,
    data: image.bytes,
    transformation: {
      width: Math.round(image.width * scale),
      height: Math.round(image.height * scale),
    },
    // Word's "Texto alternativo": the description is what mammoth reads back.
    altText: { name: 'Figura', title: '', description: node.attribs.alt ?? '' },
  });
}

type Layout = { bullet?: boolean; ordered?: number; quote?: boolean };

/** A paragraph whose first run is `prefix` ('A) ', 'Comentário: '), the rest as written. */
function paragraph(runs: ParagraphChild[], prefix: string, layout: Layout = {}) {
  return new Paragraph({
    children: prefix === '' ? runs : [new TextRun(prefix), ...runs],
    ...(layout.bullet ? { bullet: { level: 0 } } : {}),
    ...(layout.ordered
      ? { numbering: { reference: ORDERED, level: 0, instance: layout.ordered } }
      : {}),
    ...(layout.quote ? { style: QUOTE_STYLE.id } : {}),
  });
}

/** The item (or quoted paragraph) layout of a list or quote's children. */
function layoutOf(name: string): Layout {
  if (name === 'ul') return { bullet: true };
  if (name === 'ol') return { ordered: (orderedLists += 1) };
  return { quote: true };
}

function table(node: Element, images: ImageTable): Table {
  const rows: TableRow[] = [];
  const collect = (parent: Element, header: boolean) => {
    for (const child of parent.children) {
      if (!isTag(child)) continue;
      if (child.name === 'thead') collect(child, true);
      else if (child.name === 'tbody' || child.name === 'tfoot') collect(child, false);
      else if (child.name === 'tr') {
        const cells = child.children
          .filter(isTag)
          .filter((c) => c.name === 'td' || c.name === 'th');
        if (cells.length === 0) continue;
        const isHeader = header || cells.every((c) => c.name === 'th');
        rows.push(
          new TableRow({
            // Only present when true: mammoth reads any w:tblHeader, even 'false', as a header.
            ...(isHeader ? { tableHeader: true } : {}),
            children: cells.map(
              (cell) =>
                new TableCell({
                  columnSpan: Number(cell.attribs.colspan) || undefined,
                  rowSpan: Number(cell.attribs.rowspan) || undefined,
                  children: blocksOf(cell.children, images),
                }),
            ),
          }),
        );
      }
    }
  };
  collect(node, false);
  return new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } });
}

/**
 * The Word blocks of rich HTML: paragraphs (bold, italics, underline, strike, sub- and
 * superscript, breaks, images), tables with their header rows, lists as bulleted or
 * numbered paragraphs, quotes in the 'Quote' style. LaTeX stays as typed. `prefix` goes in front of the first
 * paragraph's text, as the book's layout writes 'A) ' on the option's own line.
 */
export function blocksOf(
  nodes: ChildNode[],
  images: ImageTable,
  prefix = '',
): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  let pending = prefix;
  let inline: ChildNode[] = [];
  const flush = () => {
    if (inline.length === 0) return;
    out.push(paragraph(runsOf(inline, {}, images), pending));
    pending = '';
    inline = [];
  };
  for (const node of nodes) {
    if (!isTag(node) || !BLOCKS.has(node.name)) {
      inline.push(node);
      continue;
    }
    flush();
    if (node.name === 'p') out.push(paragraph(runsOf(node.children, {}, images), pending));
    else if (node.name === 'table') {
      if (pending !== '') out.push(paragraph([], pending));
      out.push(table(node, images));
    } else if (node.name === 'ul' || node.name === 'ol' || node.name === 'blockquote') {
      if (pending !== '') out.push(paragraph([], pending));
      const layout = layoutOf(node.name);
      for (const item of node.children) {
        if (!isTag(item)) continue;
        out.push(paragraph(runsOf(item.children, {}, images), '', layout));
      }
    } else out.push(paragraph(runsOf(node.children, {}, images), pending));
    pending = '';
  }
  flush();
  if (pending !== '') out.push(paragraph([], pending));
  return out;
}

export const htmlToBlocks = (html: string, images: ImageTable, prefix = '') =>
  blocksOf(parseDocument(html).children, images, prefix);
