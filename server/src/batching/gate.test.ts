import { describe, expect, it } from 'vitest';
import { createGate } from './gate';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createGate', () => {
  it('runs at most `limit` calls at once, the rest in arrival order, each with its own answer', async () => {
    const gate = createGate(3);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        gate(async () => {
          order.push(i);
          running++;
          most = Math.max(most, running);
          await tick();
          running--;
          return i * 2;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(order).toEqual([...Array(10).keys()]);
    expect(results).toEqual([...Array(10).keys()].map((i) => i * 2));
  });

  it('fails only the call that failed, and keeps admitting after it', async () => {
    const gate = createGate(1);
    const failing = gate(async () => {
      throw new Error('falhou');
    });
    const next = gate(async () => 'ok');
    await expect(failing).rejects.toThrow('falhou');
    await expect(next).resolves.toBe('ok');
  });
});
