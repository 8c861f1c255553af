import render from 'dom-serializer';
import { isTag, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { PaperImportResult } from '@gabaritei/shared';
import { ALT_MAX_CHARS, assetUrl, sanitizeRichHtml } from '@gabaritei/shared/content';
import type { DraftImage, ImportError, ParsedPaper } from './paper-draft';

/** An asset URL that matches the allow-list and serves nothing: one per image of a preview. */
export function previewUrl(simuladoId: string, index: number): string {
  return assetUrl(simuladoId, `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`);
}

/**
 * `asset:REF` swapped for its URL, walked with a parser: an alternative text holding '>' or
 * markup is an attribute like any other, and its image still shows. One missing, or too
 * long to keep, is replaced by a label saying so, since the sanitiser drops such images.
 */
function withPreviewImages(html: string, urls: ReadonlyMap<string, string>): string {
  const document = parseDocument(html, { decodeEntities: true });
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const ref = /^asset:(.+)$/.exec(node.attribs.src ?? '')?.[1];
      if (node.name === 'img' && ref) {
        node.attribs.src = urls.get(ref) ?? '';
        const alt = node.attribs.alt?.trim() ?? '';
        if (!alt) node.attribs.alt = `Imagem ${ref} sem texto alternativo`;
        else if (alt.length > ALT_MAX_CHARS)
          node.attribs.alt = `Imagem ${ref} com texto alternativo longo demais`;
      }
      walk(node.children);
    }
  };
  walk(document.children);
  return render(document.children, { encodeEntities: 'utf8' });
}

/** What the admin reads of one error: 'questão 3 (parágrafo 41): alternativa C vazia'. */
export function errorLine(error: ImportError): string {
  const where = [
    error.question !== null ? `questão ${error.question}` : null,
    error.paragraph !== null ? `parágrafo ${error.paragraph}` : null,
  ].filter(Boolean);
  if (where.length === 0) return error.message;
  return where.length === 2
    ? `${where[0]} (${where[1]}): ${error.message}`
    : `${where[0]}: ${error.message}`;
}

/**
 * A parsed or stored paper as the import screen shows it: every field through the same
 * sanitiser as storage, with `asset:REF` swapped for `urls[ref]` (a preview URL before
 * saving, the stored asset after). An image still without alternative text shows one
 * saying so, since the sanitiser drops images without.
 */
export function presentImport(
  paper: Pick<ParsedPaper, 'questions' | 'baseTexts' | 'errors'> & { images: DraftImage[] },
  urls: ReadonlyMap<string, string>,
  saved: boolean,
): PaperImportResult {
  const clean = (html: string) => sanitizeRichHtml(withPreviewImages(html, urls));
  const cleanNull = (html: string | null) => (html === null ? null : clean(html));
  return {
    saved,
    questions: paper.questions.map((q, index) => ({
      ...q,
      number: index + 1,
      text: clean(q.text),
      optionA: clean(q.optionA),
      optionB: clean(q.optionB),
      optionC: clean(q.optionC),
      optionD: clean(q.optionD),
      optionE: cleanNull(q.optionE),
      explanation: cleanNull(q.explanation),
    })),
    baseTexts: paper.baseTexts.map((text) => ({ ...text, contentHtml: clean(text.contentHtml) })),
    images: paper.images.map((image) => ({
      ref: image.ref,
      previewSrc: urls.get(image.ref) ?? '',
      alt: image.alt,
      contentType: image.contentType,
      // Once saved, the images are served by their own URLs: no need to carry them twice.
      dataUrl: saved ? '' : `data:${image.contentType};base64,${image.bytes.toString('base64')}`,
    })),
    errors: paper.errors,
  };
}
