import { describe, expect, it } from 'vitest';
import { normaliseEmail, splitEmailList } from './email-list';

describe('splitEmailList', () => {
  it('splits commas, semicolons, lines and a spreadsheet column alike', () => {
    expect(splitEmailList('a@x.com, b@x.com;c@x.com\nd@x.com\r\ne@x.com')).toEqual([
      'a@x.com',
      'b@x.com',
      'c@x.com',
      'd@x.com',
      'e@x.com',
    ]);
    // A column pasted with its header, and a row of cells separated by tabs.
    expect(splitEmailList('E-mail\nana@x.com\nbia@x.com\n')).toEqual(['ana@x.com', 'bia@x.com']);
    expect(splitEmailList('Ana Silva\tana@x.com\tTurma A')).toEqual(['ana@x.com']);
  });

  it('unwraps "Name" <address>, counts an address once whatever its case, keeps typos', () => {
    expect(splitEmailList('"Ana" <Ana@X.com>, ana@x.com; joao.silva#x.com')).toEqual([
      'Ana@X.com',
      'joao.silva#x.com',
    ]);
  });

  it('normalises a valid address and rejects the rest', () => {
    expect(normaliseEmail(' Ana@X.com ')).toBe('ana@x.com');
    expect(normaliseEmail('joao.silva#x.com')).toBeNull();
  });
});
