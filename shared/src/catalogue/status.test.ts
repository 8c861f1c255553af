import { describe, expect, it } from 'vitest';
import { catalogueStatus } from './status';

const start = '2026-11-26T11:00:00.000Z';
const end = '2026-11-26T15:00:00.000Z';
const dated = { isPracticeOnly: false, startDate: start, endDate: end };

describe('the status of a catalogue card', () => {
  it('is upcoming before the start, open inside the window, closed from the end', () => {
    expect(catalogueStatus(dated, new Date('2026-11-26T10:59:59.999Z'))).toBe('UPCOMING');
    expect(catalogueStatus(dated, new Date(start))).toBe('OPEN');
    expect(catalogueStatus(dated, new Date('2026-11-26T14:59:59.999Z'))).toBe('OPEN');
    expect(catalogueStatus(dated, new Date(end))).toBe('CLOSED');
  });

  it('is always open without dates, and training for a practice-only simulado', () => {
    const undated = { isPracticeOnly: false, startDate: null, endDate: null };
    expect(catalogueStatus(undated, new Date(end))).toBe('OPEN');
    expect(catalogueStatus({ ...dated, isPracticeOnly: true }, new Date(start))).toBe('TRAINING');
  });
});
