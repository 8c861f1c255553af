import { plainTextToRichHtml } from '@gabaritei/shared/content';
import type { PaperDraft } from '../papers/paper-check';
import type { CsvQuestion } from './csv-import';

/** A first line that asks for numbered lines, as in the ZIP upload's '<name>.txt'. */
const NUMBERED = /^\s*linhas numeradas\s*(\n|$)/i;

/**
 * A plain CSV's questions as a paper: consecutive rows whose 'texto base' cell holds the
 * same text share one base text, titled 'Texto 1', 'Texto 2'… in order. Text only — an
 * image mark was already refused by the parser, since only the ZIP brings image files.
 */
export function csvPaperDraft(questions: CsvQuestion[]): PaperDraft {
  const baseTexts: PaperDraft['baseTexts'] = [];
  let previous: string | null = null;
  questions.forEach((q, index) => {
    const last = baseTexts.at(-1);
    if (q.baseText !== null && q.baseText === previous && last) last.lastQuestion = index + 1;
    else if (q.baseText !== null) {
      const numbered = NUMBERED.exec(q.baseText);
      baseTexts.push({
        title: `Texto ${baseTexts.length + 1}`,
        contentHtml: plainTextToRichHtml(
          numbered ? q.baseText.slice(numbered[0].length) : q.baseText,
        ),
        lineNumbers: numbered !== null,
        firstQuestion: index + 1,
        lastQuestion: index + 1,
      });
    }
    previous = q.baseText;
  });
  const rich = (text: string | null) => (text === null ? null : plainTextToRichHtml(text));
  return {
    questions: questions.map(({ baseText: _text, ...q }) => ({
      ...q,
      text: plainTextToRichHtml(q.text),
      optionA: plainTextToRichHtml(q.optionA),
      optionB: plainTextToRichHtml(q.optionB),
      optionC: plainTextToRichHtml(q.optionC),
      optionD: plainTextToRichHtml(q.optionD),
      optionE: rich(q.optionE),
      explanation: rich(q.explanation),
    })),
    baseTexts,
    assets: [],
  };
}
