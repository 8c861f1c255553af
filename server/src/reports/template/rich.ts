import type { BaseText } from '@gabaritei/shared';
import { renderRichHtml } from '@gabaritei/shared/content';
import { html, SafeHtml } from './html';

/** data: URLs by asset URL (printedImages): the images the report shows. */
export type PrintedImages = Record<string, string>;

/**
 * Stored rich content as the candidate saw it on screen: the one renderer (sanitised again,
 * formulas as KaTeX HTML + MathML), then each image's URL swapped for its bytes. An image
 * whose bytes are not at hand prints as its alternative text rather than fetching anything.
 */
export function rich(content: string, images: PrintedImages, lineNumbers = false): SafeHtml {
  const rendered = renderRichHtml(content, { lineNumbers }).replace(/<img\b[^>]*>/g, (tag) => {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '';
    const alt = /\salt="([^"]*)"/.exec(tag)?.[1] ?? '';
    const data = images[src];
    return data ? tag.replace(` src="${src}"`, ` src="${data}"`) : `<em>[${alt}]</em>`;
  });
  return new SafeHtml(`<div class="rich">${rendered}</div>`);
}

/**
 * An option: one paragraph prints inline after its letter ('E) Quinta opção'); anything
 * richer (a table, a list) keeps its blocks.
 */
export function richInline(content: string, images: PrintedImages): SafeHtml {
  const block = rich(content, images).value;
  const inner = block.slice('<div class="rich">'.length, -'</div>'.length);
  const unwrapped = /^<p>((?:(?!<\/?p>)[\s\S])*)<\/p>$/.exec(inner)?.[1] ?? inner;
  const isBlock = /<(p|table|ul|ol|blockquote|div)\b|katex-display/.test(unwrapped);
  return new SafeHtml(isBlock ? block : unwrapped);
}

/** A base text, printed once before the first question it serves. */
export function baseTextBlock(text: BaseText, images: PrintedImages): SafeHtml {
  const range =
    text.firstQuestion === text.lastQuestion
      ? `questão ${text.firstQuestion}`
      : `questões ${text.firstQuestion} a ${text.lastQuestion}`;
  return html`<section class="base-text">
    <h3>${text.title} <span class="meta">· ${range}</span></h3>
    ${rich(text.contentHtml, images, text.lineNumbers)}
  </section>`;
}
