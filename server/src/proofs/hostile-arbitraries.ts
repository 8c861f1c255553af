import fc from 'fast-check';

/** Characters the API refuses in text: NUL, lone surrogates, bidi embedding/override/isolate. */
const hostileChar = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
);

/** Any UTF-16 code unit, so lone surrogates come up on their own too. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Hostile text with `huge` for its oversized strings. */
function hostileText(huge: fc.Arbitrary<number>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.tuple(fc.string(), hostileChar, fc.string()).map(([a, b, c]) => a + b + c),
    fc.string({ unit: anyCodeUnit, maxLength: 40 }),
    fc.constantFrom('', ' ', '\t\n', '0', '-1', 'null', 'true', '[]', '{}', '%00', '../../etc'),
    huge.map((n) => 'é'.repeat(n)),
    fc.constantFrom(
      '+275760-09-13T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59Z',
      '2101-01-01T00:00',
      '9999-99-99T99:99',
    ),
    fc.uuid(),
  );
}

/** In a body: past every field's limit; past the 512 KiB body limit now and then. */
export const hostileString: fc.Arbitrary<string> = hostileText(
  fc.oneof(
    { weight: 9, arbitrary: fc.integer({ min: 1_000, max: 20_000 }) },
    { weight: 1, arbitrary: fc.constant(300_000) },
  ),
);

/**
 * In a path or a query: past every parameter's limit, yet within the 16 KiB Node's HTTP
 * parser reads of a request line and its headers (a longer URL gets its 431 before the app
 * sees it). Up to 2,500 'é' is 15 kB encoded; the longer ones only cost the fuzz the time
 * of parsing URLs no server could be sent.
 */
const hostileUrlString: fc.Arbitrary<string> = hostileText(fc.integer({ min: 300, max: 2_500 }));

const extremeNumber = fc.oneof(
  fc.constantFrom(-0, -1, 0.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 1e-320),
  fc.double(),
  fc.integer(),
);

const dateValue = fc
  .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
  .map((date) => date.toISOString());

/** Any JSON value a hostile client might send where a field is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: extremeNumber },
  { weight: 1, arbitrary: dateValue },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

/**
 * A string as it would travel in a URL. encodeURIComponent throws on a lone surrogate, so
 * those go as the bytes a careless encoder writes (CESU-8): invalid UTF-8 the server must refuse.
 */
export function urlEncode(text: string): string {
  // Most strings are well-formed: one call, not one per character of a 100 kB string (the
  // per-character loop was a fifth of the fuzz's CPU).
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate somewhere: encode it apart, below.
  }
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const c = char.charCodeAt(0);
      const bytes = [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  }
  return out;
}

/** One hostile change of a valid request: a path parameter, the query or the body. */
export type Mutation =
  | { kind: 'param'; index: number; value: string }
  | { kind: 'query'; key: string | null; value: string; repeat: boolean }
  | { kind: 'field'; index: number; value: unknown }
  | { kind: 'body'; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('param' as const), index: fc.nat(3), value: hostileUrlString }),
  fc.record({
    kind: fc.constant('query' as const),
    key: fc.option(hostileUrlString, { nil: null }),
    value: hostileUrlString,
    repeat: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('field' as const), index: fc.nat(5), value: hostileValue }),
  fc.record({ kind: fc.constant('body' as const), value: hostileValue }),
);
