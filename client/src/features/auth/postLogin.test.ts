import { describe, expect, it } from 'vitest';
import { PENDING_EXAM_KEY } from '@gabaritei/shared';
import { takePostLoginTarget } from './postLogin';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('takePostLoginTarget', () => {
  it("sends a plain login to the role's own screen", () => {
    expect(takePostLoginTarget('STUDENT', memoryStore())).toEqual({ to: '/dashboard' });
    expect(takePostLoginTarget('TEACHER', memoryStore())).toEqual({ to: '/teacher-dashboard' });
    expect(takePostLoginTarget('ADMIN', memoryStore())).toEqual({ to: '/admin-panel' });
  });

  it('consumes a pending simulado and goes back to the list', () => {
    const store = memoryStore({ [PENDING_EXAM_KEY]: 'sim-42' });

    expect(takePostLoginTarget('STUDENT', store)).toEqual({
      to: '/simulated',
      state: { autoSelectSimuladoId: 'sim-42' },
    });
    expect(store.data.has(PENDING_EXAM_KEY)).toBe(false);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(takePostLoginTarget('TEACHER', broken)).toEqual({ to: '/teacher-dashboard' });
  });
});
