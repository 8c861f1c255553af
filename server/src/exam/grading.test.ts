import { describe, expect, it } from 'vitest';
import { gradeAttempt, officialDurationSeconds, standingOf } from './grading';

const key = [
  { id: 'q1', correct_option: 'A' as const, weight: 1, annulled: false },
  { id: 'q2', correct_option: 'B' as const, weight: 1, annulled: false },
  { id: 'q3', correct_option: 'C' as const, weight: 1, annulled: false },
];

describe('gradeAttempt', () => {
  it('counts blanks and missing answers as wrong and ignores unknown questions', () => {
    const graded = gradeAttempt(
      'STANDARD',
      key,
      new Map([
        ['q1', 'A'],
        ['q2', null],
        ['zz', 'A'],
      ] as const),
    );
    expect(graded).toEqual({
      answers: [
        { questionId: 'q1', selectedOption: 'A', isCorrect: true },
        { questionId: 'q2', selectedOption: null, isCorrect: false },
        { questionId: 'q3', selectedOption: null, isCorrect: false },
      ],
      correctCount: 1,
      totalQuestions: 3,
      score: (1 / 3) * 100,
    });
  });

  it('scores an empty simulado 0', () => {
    expect(gradeAttempt('STANDARD', [], new Map())).toMatchObject({ score: 0, totalQuestions: 0 });
  });

  it('scores by the CEBRASPE rule and credits an annulled item left blank', () => {
    // q1 right (+2), q2 wrong (−1), q3 annulled and blank (+1): net 2 of weight 4 = 50.
    const weighted = [
      { id: 'q1', correct_option: 'C' as const, weight: 2, annulled: false },
      { id: 'q2', correct_option: 'E' as const, weight: 1, annulled: false },
      { id: 'q3', correct_option: 'C' as const, weight: 1, annulled: true },
    ];
    const graded = gradeAttempt(
      'CEBRASPE',
      weighted,
      new Map([
        ['q1', 'C'],
        ['q2', 'C'],
      ] as const),
    );
    expect(graded.score).toBe(50);
    expect(graded.correctCount).toBe(2);
    expect(graded.answers.map((a) => a.isCorrect)).toEqual([true, false, true]);
  });
});

describe('officialDurationSeconds', () => {
  const startedAt = new Date('2026-11-22T12:00:00Z');
  const expiresAt = new Date('2026-11-22T13:00:00Z');
  it('is the time taken, in whole seconds', () => {
    expect(
      officialDurationSeconds(startedAt, new Date('2026-11-22T12:10:00.900Z'), expiresAt),
    ).toBe(600);
  });
  it('is capped at the time the session allowed', () => {
    expect(officialDurationSeconds(startedAt, new Date('2026-11-22T15:00:00Z'), expiresAt)).toBe(
      3600,
    );
  });
});

describe('standingOf', () => {
  it('ranks an official result among the participants it belongs to', () => {
    expect(standingOf('OFFICIAL', { participants: 4, ahead: 1 })).toEqual({
      rank: 2,
      participants: 4,
      percentile: 50,
    });
    expect(standingOf('OFFICIAL', { participants: 1, ahead: 0 })).toEqual({
      rank: 1,
      participants: 1,
      percentile: 0,
    });
  });

  it('ranks a practice attempt as if it were inserted, and not at all in an empty field', () => {
    expect(standingOf('PRACTICE', { participants: 3, ahead: 0 })).toEqual({
      rank: 1,
      participants: 4,
      percentile: 75,
    });
    expect(standingOf('PRACTICE', { participants: 0, ahead: 0 })).toEqual({
      rank: null,
      participants: 0,
      percentile: 0,
    });
  });
});

describe('gradeAttempt with an annulled question', () => {
  it('credits it to everyone, answered right, wrong or left blank', () => {
    const annulledKey = [key[0]!, { ...key[1]!, annulled: true }, key[2]!];
    for (const choice of ['B', 'D', null] as const) {
      const graded = gradeAttempt('STANDARD', annulledKey, new Map([['q2', choice]]));
      expect(graded.answers[1]).toEqual({
        questionId: 'q2',
        selectedOption: choice,
        isCorrect: true,
      });
      expect(graded.correctCount).toBe(1);
      expect(graded.score).toBe((1 / 3) * 100);
    }
  });
});
