import JSZip from 'jszip';

/**
 * The hostile files of the import tests, generated when a test runs: a bomb is a few lines
 * here, never a committed file. Each builder takes the size it is tried at, so a test sends
 * the file at a limit and one step beyond it.
 */

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** One paragraph of text, as Word writes the simplest one. */
export const para = (text: string) =>
  `<w:p><w:r><w:t xml:space="preserve">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`;

/** `count` A–E questions of the book's layout, 8 paragraphs each. */
export function questionsXml(count: number, stem = (n: number) => `Quanto é ${n} + 1?`): string {
  const parts: string[] = [];
  for (let n = 1; n <= count; n += 1)
    parts.push(
      para(`Questão ${n}`),
      para(stem(n)),
      ...['A', 'B', 'C', 'D', 'E'].map((letter, i) => para(`${letter}) ${n + i}`)),
      para('Gabarito: B'),
    );
  return parts.join('');
}

const documentXml = (bodyXml: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${bodyXml}</w:body></w:document>`;

/** A .docx whose body is `bodyXml`, deflated as Word does. */
export async function docxOf(bodyXml: string, extra: Record<string, Uint8Array> = {}) {
  const zip = new JSZip()
    .file('[Content_Types].xml', CONTENT_TYPES)
    .file('_rels/.rels', RELS)
    .file('word/document.xml', documentXml(bodyXml));
  for (const [name, bytes] of Object.entries(extra)) zip.file(name, bytes);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The XML of a .docx of `docxOf(bodyXml)` as the limits count it: its elements and bytes. */
export function xmlOf(bodyXml: string): { elements: number; bytes: number } {
  const parts = [CONTENT_TYPES, RELS, documentXml(bodyXml)];
  return {
    elements: parts.join('').match(/<[A-Za-z]/g)?.length ?? 0,
    bytes: parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0),
  };
}

/** The attack of the report: one question, then `count` empty paragraphs (`<w:p/>`). */
export const emptyParagraphsDocx = (count: number) =>
  docxOf(questionsXml(1) + '<w:p/>'.repeat(count));

/**
 * One question whose stem's text sits at element depth `depth` (document, body and
 * paragraph, then content controls in content controls, then the run and its text).
 */
export function deepDocx(depth: number) {
  const wrappers = depth - 5;
  const pairs = Math.floor(wrappers / 2);
  const open = '<w:sdt><w:sdtContent>'.repeat(pairs) + (wrappers % 2 ? '<w:smartTag>' : '');
  const close = (wrappers % 2 ? '</w:smartTag>' : '') + '</w:sdtContent></w:sdt>'.repeat(pairs);
  const stem = `<w:p>${open}<w:r><w:t>Quanto é 1 + 1?</w:t></w:r>${close}</w:p>`;
  return docxOf(questionsXml(1).replace(para('Quanto é 1 + 1?'), stem));
}

/** A CSV of `rows` questions (header included) for an A–E paper. */
export function csvOf(rows: number, cell = (n: number) => `Quanto é ${n} + 1?`): string {
  const lines = ['enunciado;a;b;c;d;e;gabarito'];
  for (let n = 1; n <= rows; n += 1) lines.push(`${cell(n)};1;2;3;4;5;B`);
  return lines.join('\n');
}

/** A ZIP of one CSV (and any other files). */
export function zipOf(csv: string, extra: Record<string, Uint8Array | string> = {}) {
  const zip = new JSZip().file('prova.csv', csv);
  for (const [name, bytes] of Object.entries(extra)) zip.file(name, bytes);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const zeros = (bytes: number) => new Uint8Array(bytes);
const MiB = 1024 * 1024;

export type HostileCase = {
  name: string;
  kind: 'docx' | 'zip';
  build: () => Promise<Buffer>;
  /** 200: read (a dry run may list the file's own mistakes); else the refusal's status. */
  status: 200 | 400 | 413 | 422;
  /** What the refusal's message names. */
  names?: RegExp;
};

/** Every limit of PAPER_IMPORT_LIMITS met exactly, then passed by one. */
export function hostileCorpus(limits: {
  maxQuestions: number;
  maxParagraphs: number;
  maxXmlElements: number;
  maxXmlDepth: number;
  maxXmlBytes: number;
  maxImages: number;
  maxImageBytes: number;
  maxUnpackedBytes: number;
  maxCsvBytes: number;
}): HostileCase[] {
  const one = questionsXml(1);
  const runs = (count: number) => `<w:p>${'<w:r/>'.repeat(count)}</w:p>`;
  const fixedElements = xmlOf(one + runs(0)).elements;
  const padTo = (bytes: number) => one + ' '.repeat(bytes - xmlOf(one).bytes);
  const images = (count: number, bytes = 8) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`word/media/image${i + 1}.png`, zeros(bytes)]),
    );
  const csvAt = (bytes: number) => {
    const csv = csvOf(limits.maxQuestions);
    const last = csv.lastIndexOf('\n') + 1;
    const padding = 'x'.repeat(bytes - Buffer.byteLength(csv));
    return csv.slice(0, last) + padding + csv.slice(last);
  };
  const q = limits.maxQuestions;
  // Each file is built once per test process, however many back ends send it.
  const once = (build: () => Promise<Buffer>) => {
    let built: Promise<Buffer> | null = null;
    return () => (built ??= build());
  };
  const word = (
    name: string,
    status: HostileCase['status'],
    build: () => Promise<Buffer>,
    names?: RegExp,
  ): HostileCase => ({ name, kind: 'docx', status, build: once(build), names });
  const zip = (
    name: string,
    status: HostileCase['status'],
    build: () => Promise<Buffer>,
    names?: RegExp,
  ): HostileCase => ({ name, kind: 'zip', status, build: once(build), names });
  return [
    word(`Word: ${q} questões`, 200, () => docxOf(questionsXml(q))),
    word(`Word: ${q + 1} questões`, 413, () => docxOf(questionsXml(q + 1)), /questão 1\.001/),
    word(
      'Word: <w:p/> × 8,7 milhões (o relato)',
      413,
      () => emptyParagraphsDocx(8_700_000),
      /parágrafos/,
    ),
    word('Word: parágrafos no limite', 200, () => emptyParagraphsDocx(limits.maxParagraphs - 8)),
    word(
      'Word: um parágrafo além',
      413,
      () => emptyParagraphsDocx(limits.maxParagraphs - 7),
      /parágrafos/,
    ),
    word('Word: elementos no limite', 200, () =>
      docxOf(one + runs(limits.maxXmlElements - fixedElements)),
    ),
    word(
      'Word: um elemento além',
      413,
      () => docxOf(one + runs(limits.maxXmlElements - fixedElements + 1)),
      /elementos/,
    ),
    word('Word: aninhamento no limite', 200, () => deepDocx(limits.maxXmlDepth)),
    word('Word: um nível além', 422, () => deepDocx(limits.maxXmlDepth + 1), /níveis/),
    word('Word: XML no limite', 200, () => docxOf(padTo(limits.maxXmlBytes))),
    word('Word: um byte de XML além', 413, () => docxOf(padTo(limits.maxXmlBytes + 1)), /MB/),
    word('Word: imagens no limite', 200, () => docxOf(one, images(limits.maxImages))),
    word('Word: uma imagem além', 413, () => docxOf(one, images(limits.maxImages + 1)), /imagens/),
    word('Word: bytes de imagem no limite', 200, () =>
      docxOf(one, { 'word/media/a.png': zeros(limits.maxImageBytes) }),
    ),
    word(
      'Word: um byte de imagem além',
      413,
      () => docxOf(one, { 'word/media/a.png': zeros(limits.maxImageBytes + 1) }),
      /imagens/,
    ),
    word(
      'Word: descompactado além do limite',
      413,
      () => docxOf(one, { 'word/a.bin': zeros(limits.maxUnpackedBytes + 1) }),
      /descompactado/,
    ),
    zip(`ZIP: CSV de ${q} questões com ${limits.maxCsvBytes / MiB} MB`, 200, () =>
      zipOf(csvAt(limits.maxCsvBytes)),
    ),
    zip('ZIP: um byte de CSV além', 413, () => zipOf(csvAt(limits.maxCsvBytes + 1)), /CSV/),
    zip('ZIP: CSV de 20 MB (o relato)', 413, () => zipOf('x\n'.repeat(10 * MiB)), /CSV/),
    zip(`ZIP: ${q + 1} questões`, 413, () => zipOf(csvOf(q + 1)), /questão 1\.001/),
  ];
}
