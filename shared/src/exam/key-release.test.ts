import { describe, expect, it } from 'vitest';
import {
  defaultAnswerKeyRelease,
  isKeyReleased,
  keyEmbargoMessage,
  keyEmbargoedUntil,
  keyReleasedAt,
} from './key-release';
import { SAVE_GRACE_MS } from './mode';

const endDate = new Date('2026-11-26T15:15:00.000Z');
const official = { answerKeyRelease: 'AFTER_END' as const, isPracticeOnly: false, endDate };

describe('key embargo', () => {
  it('defaults to AFTER_END only when there is an end date', () => {
    expect(defaultAnswerKeyRelease(endDate)).toBe('AFTER_END');
    expect(defaultAnswerKeyRelease(null)).toBe('IMMEDIATE');
  });

  it('opens the key at endDate + the save grace under AFTER_END', () => {
    const at = keyReleasedAt(official);
    expect(at?.getTime()).toBe(endDate.getTime() + SAVE_GRACE_MS);
    expect(isKeyReleased(official, endDate)).toBe(false);
    expect(isKeyReleased(official, new Date(endDate.getTime() + SAVE_GRACE_MS - 1))).toBe(false);
    expect(isKeyReleased(official, new Date(endDate.getTime() + SAVE_GRACE_MS))).toBe(true);
    expect(keyEmbargoedUntil(official, endDate)).toEqual(at);
    expect(keyReleasedAt({ ...official, answerKeyRelease: null })).toEqual(at);
    expect(keyEmbargoedUntil(official, new Date(endDate.getTime() + SAVE_GRACE_MS))).toBeNull();
  });

  it('keeps immediate correction for IMMEDIATE, practice-only and undated simulados', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    for (const simulado of [
      { ...official, answerKeyRelease: 'IMMEDIATE' as const },
      { ...official, isPracticeOnly: true },
      { ...official, endDate: null },
      { ...official, answerKeyRelease: null, endDate: null },
    ]) {
      expect(keyReleasedAt(simulado)).toBeNull();
      expect(isKeyReleased(simulado, now)).toBe(true);
    }
  });

  it('tells the release in Brasília time', () => {
    expect(keyEmbargoMessage(new Date('2026-11-26T15:15:00.000Z'))).toBe(
      'O gabarito comentado será liberado em 26/11/2026 às 12:15 (horário de Brasília).',
    );
  });
});
