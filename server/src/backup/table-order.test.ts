import { describe, expect, it } from 'vitest';
import { orderByDependencies } from './table-order';

describe('orderByDependencies', () => {
  it('puts every table after the tables it references, alphabetical among equals', () => {
    const order = orderByDependencies(
      ['results', 'users', 'result_answers', 'simulados', 'questions', 'notes'],
      [
        { table: 'results', references: 'users' },
        { table: 'results', references: 'simulados' },
        { table: 'result_answers', references: 'results' },
        { table: 'result_answers', references: 'questions' },
        { table: 'questions', references: 'simulados' },
        { table: 'notes', references: 'notes' },
      ],
    );
    expect(order).toEqual([
      'notes',
      'simulados',
      'questions',
      'users',
      'results',
      'result_answers',
    ]);
  });

  it('refuses a cycle between two tables', () => {
    expect(() =>
      orderByDependencies(
        ['a', 'b'],
        [
          { table: 'a', references: 'b' },
          { table: 'b', references: 'a' },
        ],
      ),
    ).toThrow(/cycle/);
  });
});
