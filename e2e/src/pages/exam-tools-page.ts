import type { Page } from 'puppeteer-core';
import { ExamPage } from './exam-page';

/** A map cell as a person reads it: its number, its words and whether it is the current one. */
export type MapCell = { label: string; current: boolean; flagShown: boolean; dashed: boolean };

/** The exam tools on the taking view: map, marks, strikes, layout, keys. */
export class ExamToolsPage extends ExamPage {
  constructor(page: Page, baseUrl: string) {
    super(page, baseUrl);
  }

  /** The map cells of the visible map (the side map on wide screens, the drawer's on phones). */
  async mapCells(): Promise<MapCell[]> {
    return this.page.$$eval('ol[aria-label="Mapa de questões"]', (maps) => {
      const map = maps.find((m) => (m as HTMLElement).offsetParent !== null) ?? maps[0];
      return Array.from(map?.querySelectorAll('button') ?? []).map((b) => ({
        label: b.getAttribute('aria-label') ?? '',
        current: b.getAttribute('aria-current') === 'step',
        flagShown: b.querySelector('span')?.textContent === '⚑',
        dashed: getComputedStyle(b).borderTopStyle === 'dashed',
      }));
    });
  }

  /** The 'Questão n de N' titles on screen. */
  async visibleQuestionTitles(): Promise<string[]> {
    return this.page.$$eval('main section h2', (hs) => hs.map((h) => h.textContent ?? ''));
  }

  /**
   * Waits until a jump's smooth scroll has brought question `index` near the top and stopped.
   * Focus moves before the scroll ends; on a busy machine the scroll runs long enough to carry a
   * click meant for something else (a toolbar button scrolled back into view) off its target.
   */
  async waitForQuestionAtRest(index: number): Promise<void> {
    await this.page.waitForFunction(
      (i) =>
        new Promise<boolean>((resolve) => {
          const section = document.querySelector(`main section[data-question-index="${i}"]`);
          const top = section?.getBoundingClientRect().top;
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const after = section?.getBoundingClientRect().top;
              resolve(
                top !== undefined && top === after && top >= 0 && top < window.innerHeight / 2,
              );
            }),
          );
        }),
      { polling: 100 },
      index,
    );
  }

  async liveText(): Promise<string> {
    return this.page.$eval('[data-testid="exam-announcer"]', (s) => s.textContent?.trim() ?? '');
  }

  /** aria-pressed of a named toggle button ('Revisar depois', 'Riscar alternativa B'), in order. */
  async pressed(name: string): Promise<boolean[]> {
    return this.page.$$eval(
      'main button[aria-pressed]',
      (buttons, wanted) =>
        buttons
          .filter((b) => b.getAttribute('aria-label') === wanted || b.textContent?.includes(wanted))
          .map((b) => b.getAttribute('aria-pressed') === 'true'),
      name,
    );
  }

  /** Whether the text of alternative `letter` in question `index` is shown struck through. */
  async struckThrough(index: number, letter: string): Promise<boolean> {
    return this.page.$$eval(
      'main [role="radiogroup"]',
      (groups, i, l) => {
        const input = groups[i]?.querySelector(`input[value="${l}"]`);
        const text = input?.closest('label')?.lastElementChild;
        return !!text && getComputedStyle(text).textDecorationLine.includes('line-through');
      },
      index,
      letter,
    );
  }
}
