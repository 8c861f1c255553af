import render from 'dom-serializer';
import { Element, isTag, isText, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import mammoth from 'mammoth';
import { ALT_MAX_CHARS } from '@gabaritei/shared/content';

/** One image of the document, in order: its bytes and Word's alternative text. */
export type DocxImage = { ref: string; contentType: string; bytes: Buffer; alt: string | null };

/** A top-level paragraph, list or table of the document, numbered from 1 as Word shows them. */
/** `raw` is the text as the markers are matched (breaks as one space); `text` is tidied for messages. */
export type DocxBlock = { paragraph: number; node: Element; raw: string; text: string };

export type DocxContent = { blocks: DocxBlock[]; images: DocxImage[] };

/**
 * Word's underline and strike keep their meaning; mammoth drops underline unless mapped.
 * A quote is a paragraph style, not markup: Word's 'Quote' and 'Intense Quote' (the export
 * writes 'Quote'), LibreOffice's 'Quotations'. Consecutive quote paragraphs share one
 * blockquote. Lists need no mapping: mammoth reads Word's numbering, bullets as `ul`.
 */
const STYLE_MAP = [
  'u => u',
  'strike => s',
  ...['Quote', 'Intense Quote', 'Quotations'].map(
    (name) => `p[style-name='${name}'] => blockquote > p:fresh`,
  ),
];

/** The text of a node as a reader sees it: entities decoded, breaks as spaces. */
export function textOf(node: ChildNode): string {
  if (isText(node)) return node.data;
  if (isTag(node)) {
    if (node.name === 'br') return ' ';
    return node.children.map(textOf).join('');
  }
  return '';
}

/** Accented letters stay letters ('é', not '&#xe9;'): the stored HTML is read by people too. */
export const htmlOf = (nodes: ChildNode[]) => render(nodes, { encodeEntities: 'utf8' });

/**
 * Reads a .docx into its top-level blocks with mammoth. Images become `<img src="asset:REF">`
 * with their bytes kept aside, so no data URL ever reaches stored HTML. Empty paragraphs stay
 * in (and are skipped later) so the paragraph numbers in errors match what Word counts.
 * Throws on a file that is not a Word document; the caller turns that into a 400.
 */
export async function readDocx(
  buffer: Buffer,
  alts: Readonly<Record<string, string>> = {},
): Promise<DocxContent> {
  const images: DocxImage[] = [];
  const result = await mammoth.convertToHtml(
    { buffer },
    {
      styleMap: STYLE_MAP,
      ignoreEmptyParagraphs: false,
      convertImage: mammoth.images.imgElement(async (image) => {
        const ref = `img${images.length + 1}`;
        const bytes = await image.readAsBuffer();
        // Word's description ('Texto alternativo'); mammoth's typings leave the field out.
        const word = (image as { altText?: string }).altText?.trim();
        // One typed in the preview stands in for a missing one, or one too long to keep.
        const typed = alts[ref]?.trim();
        const alt = (word && word.length <= ALT_MAX_CHARS ? word : typed || word) || null;
        images.push({ ref, contentType: image.contentType, bytes, alt });
        return { src: `asset:${ref}`, ...(alt ? { alt } : {}) };
      }),
    },
  );
  const document = parseDocument(result.value, { decodeEntities: true });
  const blocks: DocxBlock[] = [];
  for (const node of document.children) {
    if (!(node instanceof Element)) continue;
    const raw = textOf(node);
    blocks.push({ paragraph: blocks.length + 1, node, raw, text: raw.replace(/\s+/g, ' ').trim() });
  }
  return { blocks, images };
}

/**
 * Drops the first `count` characters of text from a block, walking into its formatting
 * ('<strong>Questão 1</strong> Qual…' loses the label and keeps the rest bold or not), then
 * leading spaces. Returns a new element; the block is left as it was.
 */
export function dropLeadingText(block: Element, count: number): Element {
  const copy = block.cloneNode(true);
  let left = count;
  const trim = (nodes: ChildNode[]): boolean => {
    for (const node of [...nodes]) {
      if (left <= 0) {
        if (!isText(node)) return true;
        node.data = node.data.replace(/^\s+/, '');
        if (node.data !== '') return true;
        continue;
      }
      if (isText(node)) {
        const taken = Math.min(left, node.data.length);
        node.data = node.data.slice(taken);
        left -= taken;
        if (left <= 0) node.data = node.data.replace(/^\s+/, '');
        if (node.data !== '') return true;
      } else if (isTag(node)) {
        if (node.name === 'br' && left > 0) left -= 1;
        else if (trim(node.children)) return true;
      }
    }
    return false;
  };
  trim(copy.children);
  removeEmptyInlines(copy);
  return copy;
}

const KEEP_EMPTY = new Set(['br', 'img', 'td', 'th', 'tr']);

function removeEmptyInlines(node: Element): void {
  for (const child of [...node.children]) {
    if (!isTag(child)) continue;
    removeEmptyInlines(child);
    if (!KEEP_EMPTY.has(child.name) && child.children.length === 0) {
      node.children.splice(node.children.indexOf(child), 1);
    }
  }
}

/** The HTML of a block as stored: a paragraph with nothing left in it is nothing. */
export function blockHtml(node: Element): string {
  if (node.name === 'p' && textOf(node).trim() === '' && !hasImage(node)) return '';
  return htmlOf([node]);
}

export function hasImage(node: ChildNode): boolean {
  return isTag(node) && (node.name === 'img' || node.children.some(hasImage));
}
