import type JSZip from 'jszip';
import {
  PAPER_IMPORT_ERROR_CODES as CODES,
  PAPER_IMPORT_LIMITS as L,
  PAPER_IMPORT_MESSAGES as M,
} from '@gabaritei/shared';
import { AppError } from '../http/errors';

export const tooLarge = (message: string) =>
  new AppError(413, CODES.PAPER_IMPORT_TOO_LARGE, message);
export const tooComplex = (message: string) =>
  new AppError(422, CODES.PAPER_IMPORT_TOO_COMPLEX, message);

const IMAGE = /\.(png|jpe?g|gif|webp|bmp|tiff?|emf|wmf|svg)$/i;
const XML = /\.(xml|rels)$/i;
/** A run of text without a tag longer than this is no Word document: it is refused. */
const MAX_UNTAGGED_CHARS = 1024 * 1024;

/** Inflates an entry chunk by chunk; `onChunk` throws to stop at a limit. */
function streamEntry(entry: JSZip.JSZipObject, onChunk: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = entry.nodeStream('nodebuffer');
    stream
      .on('data', (chunk: Buffer) => {
        try {
          onChunk(chunk);
        } catch (error) {
          stream.pause();
          stream.removeAllListeners('data');
          reject(error);
        }
      })
      .on('error', reject)
      .on('end', () => resolve());
  });
}

/** Counts the elements, paragraphs and depth of XML text handed in chunks. */
function xmlCounter() {
  let carry = '';
  let depth = 0;
  const seen = { elements: 0, paragraphs: 0 };
  const tag = /<(\/?)([^\s>/!?][^\s>/]*)?[^>]*?(\/?)>/g;
  return {
    seen,
    take(chunk: string) {
      const text = carry + chunk;
      // An unfinished tag waits for the next chunk.
      const open = text.lastIndexOf('<');
      const cut = open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
      carry = text.slice(cut);
      if (carry.length > MAX_UNTAGGED_CHARS) throw tooLarge(M.xmlTooLarge(L.maxXmlBytes));
      for (const [, close, name, selfClosing] of text.slice(0, cut).matchAll(tag)) {
        if (!name) continue;
        if (close) {
          depth -= 1;
          continue;
        }
        seen.elements += 1;
        if (name === 'p' || name.endsWith(':p')) seen.paragraphs += 1;
        if (!selfClosing) depth += 1;
        if (seen.elements > L.maxXmlElements) throw tooLarge(M.tooManyElements(L.maxXmlElements));
        if (seen.paragraphs > L.maxParagraphs) throw tooLarge(M.tooManyParagraphs(L.maxParagraphs));
        if (depth > L.maxXmlDepth) throw tooComplex(M.tooDeep(L.maxXmlDepth));
      }
    },
  };
}

/**
 * Reads every entry of an import's archive once, inflating it chunk by chunk, and stops at
 * the first limit passed (PAPER_IMPORT_LIMITS): the bytes really unpacked (a directory may
 * lie), the Word document's XML (bytes, elements, paragraphs, depth), the images (count
 * and bytes) and, in a ZIP, the CSV's and each text file's size. Only then does a parser
 * build anything from the file, so no parser meets more than the limits allow.
 */
export async function assertWithinLimits(zip: JSZip, kind: 'docx' | 'zip'): Promise<void> {
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  if (entries.length > L.maxEntries) throw tooLarge(M.tooManyEntries(L.maxEntries));
  let unpacked = 0;
  let xmlBytes = 0;
  let imageBytes = 0;
  let images = 0;
  const xml = xmlCounter();
  const count = (bytes: number) => {
    unpacked += bytes;
    if (unpacked > L.maxUnpackedBytes) throw tooLarge(M.unpackedTooLarge(L.maxUnpackedBytes));
  };
  for (const entry of entries) {
    const name = entry.name.split('/').at(-1) ?? '';
    if (kind === 'docx' && XML.test(name)) {
      const utf8 = new TextDecoder('utf-8');
      await streamEntry(entry, (chunk) => {
        count(chunk.length);
        xmlBytes += chunk.length;
        if (xmlBytes > L.maxXmlBytes) throw tooLarge(M.xmlTooLarge(L.maxXmlBytes));
        xml.take(utf8.decode(chunk, { stream: true }));
      });
      continue;
    }
    const isImage = IMAGE.test(name);
    if (isImage && ++images > L.maxImages) throw tooLarge(M.tooManyImages(L.maxImages));
    const cap =
      kind === 'zip' && /\.csv$/i.test(name)
        ? { max: L.maxCsvBytes, refuse: () => tooLarge(M.csvTooLarge(L.maxCsvBytes)) }
        : kind === 'zip' && /\.txt$/i.test(name)
          ? {
              max: L.maxTextFileBytes,
              refuse: () => tooLarge(M.textFileTooLarge(name, L.maxTextFileBytes)),
            }
          : null;
    let size = 0;
    await streamEntry(entry, (chunk) => {
      count(chunk.length);
      size += chunk.length;
      if (cap && size > cap.max) throw cap.refuse();
      if (!isImage) return;
      imageBytes += chunk.length;
      if (imageBytes > L.maxImageBytes) throw tooLarge(M.imagesTooLarge(L.maxImageBytes));
    });
  }
}
