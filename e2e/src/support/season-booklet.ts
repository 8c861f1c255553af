import type { Page } from 'puppeteer-core';

/** One question of her booklet: the prova-mãe's number and its options top to bottom. */
export type BookletQuestion = {
  canonical: number;
  options: { shown: string; option: string; text: string }[];
};

/**
 * The exam screen's questions in her order. Each is told by a phrase only its statement
 * holds (`stems[n - 1]` for question n of the prova-mãe), since the booklet prints her
 * own numbers.
 */
export async function readBooklet(page: Page, stems: readonly string[]) {
  return page.$$eval(
    'main [role="radiogroup"]',
    (groups, phrases) =>
      groups.map((group) => {
        // The statement is the group's label, which may render beside the group itself.
        const stem = (group.closest('section') ?? group).textContent ?? '';
        const matches = phrases.flatMap((p, i) => (stem.includes(p) ? [i + 1] : []));
        const options = Array.from(group.querySelectorAll('label')).flatMap((label) => {
          const input = label.querySelector<HTMLInputElement>('input[type="radio"]');
          if (!input) return [];
          const text = (label as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
          const shown = /^([A-E])\)/.exec(text)?.[1] ?? '';
          return [{ shown, option: input.value, text: text.replace(/^[A-E]\)\s*/, '') }];
        });
        // Exactly one phrase, or the booklet is read wrong: NaN then fails the caller.
        return { canonical: matches.length === 1 ? matches[0]! : NaN, options };
      }),
    stems,
  ) as Promise<BookletQuestion[]>;
}

/**
 * Clicks, at her booklet's position `index`, the label of the prova-mãe's `option`, as she
 * clicks it, and waits until the screen holds it checked: a first click that is lost fails.
 */
export async function clickOption(page: Page, index: number, option: string): Promise<void> {
  const groups = await page.$$('main [role="radiogroup"]');
  const label = await groups[index]!.$(`label:has(input[type="radio"][value="${option}"])`);
  if (!label) throw new Error(`no option ${option} at position ${index + 1}`);
  await label.click();
  await page.waitForFunction(
    (i, o) => {
      const group = document.querySelectorAll('main [role="radiogroup"]')[i];
      return group?.querySelector(`input[value="${o}"]:checked`) != null;
    },
    {},
    index,
    option,
  );
}

/** One reviewed question as the review screen shows it. */
export type ReviewedQuestion = {
  /** 'Questão 2 (sua prova: 1)' read as 2 and 1. */
  number: number;
  paperPosition: number;
  /** Its place among the review's own items (the base text's card is one of them). */
  item: number;
  rows: { shown: string; option: string; text: string; marks: string[] }[];
  answerLine: string;
  fieldLine: string;
  commentary: string;
  text: string;
};

/** The review's questions, each with every option row, her answer, the field and the key. */
export async function readReview(page: Page): Promise<ReviewedQuestion[]> {
  return page.$$eval('main section[aria-labelledby="revisao"] > ol > li', (items) =>
    items.flatMap((li, item) => {
      const list = li.querySelector('ol[aria-label^="Alternativas da questão"]');
      if (!list) return [];
      const flat = (n: Element | null | undefined) =>
        (n?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const rows = Array.from(list.querySelectorAll(':scope > li')).map((row) => {
        const [letter, body] = Array.from(row.querySelectorAll(':scope > div > *'));
        return {
          shown: flat(letter).replace(')', ''),
          option: (row as HTMLElement).dataset.option ?? '',
          text: flat(body),
          marks: Array.from(row.querySelectorAll('.mantine-Badge-root')).map((b) => flat(b)),
        };
      });
      const lines = Array.from(li.querySelectorAll('p, div')).map((n) => flat(n));
      const heading = lines.find((t) => /^Questão \d+/.test(t)) ?? '';
      const [, number, position] = /^Questão (\d+)(?: \(sua prova: (\d+)\))?/.exec(heading) ?? [];
      return [
        {
          number: Number(number),
          paperPosition: Number(position ?? number),
          item: item + 1,
          rows,
          answerLine: lines.find((t) => t.startsWith('Sua resposta:')) ?? '',
          fieldLine: flat(li.querySelector('[data-testid="question-field"]')),
          commentary: lines.find((t) => t.startsWith('Comentário do gabarito:')) ?? '',
          text: (li as HTMLElement).innerText,
        },
      ];
    }),
  );
}

/** '25,0%' out of the review's '% de acerto: 25,0% dos participantes · …'. */
export const fieldPercent = (line: string): string | undefined =>
  /^% de acerto: ([\d,]+%) dos participantes/.exec(line)?.[1];
