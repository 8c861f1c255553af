import { describe, expect, it } from 'vitest';
import { rankingDisplayName } from './display-name';

describe('rankingDisplayName', () => {
  it('keeps the full name when the person chose it', () => {
    expect(rankingDisplayName('Maria Aparecida Souza', 'FULL_NAME')).toBe('Maria Aparecida Souza');
  });

  it('abbreviates to initials, leaving particles out', () => {
    expect(rankingDisplayName('Maria Aparecida Souza', 'INITIALS')).toBe('M. A. S.');
    expect(rankingDisplayName('  joão da silva  ', 'INITIALS')).toBe('J. S.');
    expect(rankingDisplayName('Ágata', 'INITIALS')).toBe('Á.');
  });

  it('keeps a name made only of particles', () => {
    expect(rankingDisplayName('De Da', 'INITIALS')).toBe('D. D.');
  });
});
