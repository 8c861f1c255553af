/** A range longer than this is not a citation a question makes ('linhas 1 a 900'). */
const MAX_SPAN = 60;

/**
 * The base-text lines a question cites, in order and once each: 'linha 14', 'linhas 9 e
 * 10', 'linhas 3 a 5', 'linhas 3-5', 'linhas 2, 5 e 7', 'l. 12'. Read from the statement's
 * text (tags and entities aside), so 'Ver texto' can mark them and go to the first.
 */
export function citedLines(html: string): number[] {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ');
  const found = new Set<number>();
  const citation = /\b(?:linhas?|l\.)\s*(\d{1,3}(?:\s*(?:,|\be\b|\ba\b|-|–|até)\s*\d{1,3})*)/giu;
  for (const [, list] of text.matchAll(citation)) {
    const parts = list!.split(/\s*(,|\be\b|\ba\b|-|–|até)\s*/u);
    for (let i = 0; i < parts.length; i += 2) {
      const from = Number(parts[i]);
      const joiner = parts[i + 1];
      const to = Number(parts[i + 2]);
      if (joiner && /^(a|-|–|até)$/u.test(joiner) && to >= from && to - from <= MAX_SPAN) {
        for (let line = from; line <= to; line += 1) found.add(line);
        i += 2;
      } else found.add(from);
    }
  }
  return [...found].filter((line) => line > 0).sort((a, b) => a - b);
}

/** 'linha 4', 'linhas 9 e 10', 'linhas 3, 4 e 5'. */
export function linesLabel(lines: readonly number[]): string {
  if (lines.length === 1) return `linha ${lines[0]}`;
  return `linhas ${lines.slice(0, -1).join(', ')} e ${lines[lines.length - 1]}`;
}
