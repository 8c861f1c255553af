import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@gabaritei/shared';
import { clearDraft, hasAnswers, loadDraft, saveDraft } from './drafts';

const KEY = 'simulado_answers_sim-1_u1';
const NOW = Date.parse('2026-05-20T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('answer drafts', () => {
  it('stores {simuladoId, userId, answers, timestamp, version: 1} under the spec key', () => {
    saveDraft('sim-1', 'u1', { q1: 'A', q2: null });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({
      simuladoId: 'sim-1',
      userId: 'u1',
      answers: { q1: 'A', q2: null },
      timestamp: NOW,
      version: 1,
    });
    expect(loadDraft('sim-1', 'u1')).toEqual({ q1: 'A', q2: null });
  });

  it('keeps drafts apart per simulado and user', () => {
    saveDraft('sim-1', 'u1', { q1: 'A' });
    expect(loadDraft('sim-1', 'u2')).toBeNull();
    expect(loadDraft('sim-2', 'u1')).toBeNull();
  });

  it('restores a draft up to 7 days old and drops an older one', () => {
    saveDraft('sim-1', 'u1', { q1: 'B' });
    vi.setSystemTime(NOW + TIMINGS.draftExpiryMs);
    expect(loadDraft('sim-1', 'u1')).toEqual({ q1: 'B' });

    vi.setSystemTime(NOW + TIMINGS.draftExpiryMs + 1);
    expect(loadDraft('sim-1', 'u1')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores another version, a foreign shape and broken JSON', () => {
    const draft = { simuladoId: 'sim-1', userId: 'u1', answers: { q1: 'A' }, timestamp: NOW };
    localStorage.setItem(KEY, JSON.stringify({ ...draft, version: 2 }));
    expect(loadDraft('sim-1', 'u1')).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ ...draft, version: 1, answers: { q1: 'Z' } }));
    expect(loadDraft('sim-1', 'u1')).toBeNull();
    localStorage.setItem(KEY, '{not json');
    expect(loadDraft('sim-1', 'u1')).toBeNull();
  });

  it('clears a draft', () => {
    saveDraft('sim-1', 'u1', { q1: 'A' });
    clearDraft('sim-1', 'u1');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('counts only chosen options as answers', () => {
    expect(hasAnswers(null)).toBe(false);
    expect(hasAnswers({ q1: null })).toBe(false);
    expect(hasAnswers({ q1: null, q2: 'C' })).toBe(true);
  });
});
