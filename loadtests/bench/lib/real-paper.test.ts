import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSchedules, firstScreenPaths, imagePaths } from './paper-open';
import { paperBaseTexts, paperImage, paperQuestions, REAL_PAPER } from './real-paper';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the exam bench’s real paper', () => {
  it('draws the same PNG of about 100 kB for a figure every time, and different figures', async () => {
    const first = await paperImage(0);
    const again = await paperImage(0);
    const other = await paperImage(1);
    expect(sha(first)).toBe(sha(again));
    expect(sha(other)).not.toBe(sha(first));
    expect(first.byteLength).toBeGreaterThan(85_000);
    expect(first.byteLength).toBeLessThan(120_000);
    const meta = await sharp(first).metadata();
    expect(meta.format).toBe('png');
  });

  it('has 60 questions, 10 line-cited base texts over questions 1–50 and 15 figures', () => {
    const texts = paperBaseTexts();
    const questions = paperQuestions();
    expect(texts).toHaveLength(REAL_PAPER.baseTexts);
    expect(texts.map((t) => t.firstQuestion)).toEqual([1, 6, 11, 16, 21, 26, 31, 36, 41, 46]);
    expect(texts[0]!.title).toBe('Texto I');
    expect(texts[9]!.title).toBe('Texto X');
    for (const text of texts) expect(text.html.match(/<p>/g)!.length).toBeGreaterThan(10);
    expect(questions).toHaveLength(REAL_PAPER.questions);
    const figures = questions.flatMap((q) => (q.image === null ? [] : [q.image]));
    expect(figures).toEqual(Array.from({ length: REAL_PAPER.images }, (_, i) => i));
    expect(questions[0]!.html).toContain('<strong>Texto I</strong>');
    expect(questions.some((q) => q.html.includes('<table>'))).toBe(true);
  });

  it('finds each image path of a payload once, as a browser fetches it', () => {
    const url = (n: number) =>
      `/api/simulados/00000000-0000-4000-8000-000000000000/assets/00000000-0000-4000-8000-00000000000${n}`;
    const payload = {
      questions: [{ text: `<img src="${url(1)}" alt="a">` }, { text: `<img src="${url(1)}">` }],
      baseTexts: [{ contentHtml: `<p><img src="${url(2)}" alt="b"></p>` }],
    };
    expect(imagePaths(payload)).toEqual([url(1), url(2)]);
  });

  it('opens only the first screen’s images at the start: its questions and their base texts', () => {
    const url = (n: number) =>
      `/api/simulados/00000000-0000-4000-8000-000000000000/assets/00000000-0000-4000-8000-00000000000${n}`;
    const img = (n: number) => `<img src="${url(n)}" alt="f">`;
    const payload = {
      questions: [1, 2, 3, 4].map((n) => ({ text: `<p>${img(n)}</p>` })),
      baseTexts: [
        { firstQuestion: 1, lastQuestion: 2, contentHtml: img(5) },
        { firstQuestion: 3, lastQuestion: 4, contentHtml: img(6) },
        { firstQuestion: 5, lastQuestion: 6, contentHtml: img(7) },
      ],
    };
    expect(firstScreenPaths(payload)).toEqual([1, 2, 3, 5, 6].map(url));
    expect(firstScreenPaths(payload, 1)).toEqual([url(1), url(5)]);
  });

  it('meets the other figures in question order, each at the first question showing it', () => {
    const url = (n: number) =>
      `/api/simulados/00000000-0000-4000-8000-000000000000/assets/00000000-0000-4000-8000-00000000000${n}`;
    const img = (n: number) => `<img src="${url(n)}" alt="f">`;
    const payload = {
      paperVersion: '3',
      questions: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `q${n}`, text: n > 3 ? img(n) : '' })),
      baseTexts: [{ firstQuestion: 5, lastQuestion: 6, contentHtml: `${img(7)}${img(4)}` }],
    };
    const schedule = createSchedules();
    // Question 4 (index 3) shows 4; question 5 opens the text with 7; 6 shows its own.
    expect(schedule(payload)).toEqual([
      { question: 3, path: url(4) },
      { question: 4, path: url(5) },
      { question: 4, path: url(7) },
      { question: 5, path: url(6) },
    ]);
    expect(schedule(structuredClone(payload))).toBe(schedule(payload));
  });
});
