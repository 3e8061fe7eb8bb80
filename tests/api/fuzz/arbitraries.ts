import fc from 'fast-check';

// Inputs that have broken web apps before: SQL and script fragments, path tricks, control and
// odd Unicode characters, huge and special numbers, prototype keys, very long text.
const classics = fc.constantFrom(
  "'; DROP TABLE listings; --",
  "' OR '1'='1",
  '%',
  '_',
  '\\',
  '$1',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u0000',
  'a\u0000b',
  '\u202e\u0007\ud800',
  '👨‍👩‍👧',
  ' ',
  '',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '99999999999999999999',
  '2147483648',
  '0x10',
  '__proto__',
  'constructor',
  'x'.repeat(5000),
);

const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 2147483648, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
);

/** Any text: printable, every code point, control characters (NUL included), or a classic. */
export const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('a', ' ', '\u0000', '\u0007', '\n', '\u202e', '\ud800', '€'),
    minLength: 1,
  }),
  classics,
);

/** Any JSON value a client could send in place of a field. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: numbers },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 3 }) },
);

/**
 * Bodies near a valid one, so requests get past the first check and reach services and SQL:
 * each known field kept, dropped or replaced by a nasty value, plus stray fields; sometimes a
 * body that is not an object at all.
 */
export function bodyNear(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [
      key,
      fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 2, arbitrary: nastyValue }),
    ]),
  );
  const near = fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'id')), nastyValue, {
        maxKeys: 2,
      }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
  // Valid but for one field: gets past the other checks to the service and the database.
  const keys = Object.keys(valid);
  const oneOff = fc
    .tuple(fc.constantFrom(...keys), nastyValue)
    .map(([key, value]) => ({ ...valid, [key]: value }));
  return fc.oneof(
    { weight: 4, arbitrary: oneOff },
    { weight: 4, arbitrary: near },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** Query strings near a valid one: values replaced by nasty text, repeated keys, stray keys. */
export function queryNear(valid: Record<string, string>): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 2, arbitrary: nastyString },
    { weight: 1, arbitrary: numbers.map(String) },
  );
  const pairs = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(valid)), nastyString), value),
    { maxLength: 6 },
  );
  return fc
    .tuple(fc.subarray(Object.entries(valid)), pairs)
    .map(([kept, extra]) => new URLSearchParams([...kept, ...extra]).toString());
}

/** Arrays and objects nested `depth` levels deep, as JSON text (JSON.stringify would recurse). */
function nestedText(depth: number, kind: 'array' | 'object' | 'mixed'): string {
  const open = (level: number) =>
    kind === 'array' || (kind === 'mixed' && level % 2 === 0) ? '[' : '{"a":';
  const close = (level: number) =>
    kind === 'array' || (kind === 'mixed' && level % 2 === 0) ? ']' : '}';
  const levels = Array.from({ length: depth }, (_, level) => level);
  return levels.map(open).join('') + '0' + levels.reverse().map(close).join('');
}

const deepText = fc
  .tuple(
    fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 120_000 })),
    fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>,
  )
  .map(([depth, kind]) => nestedText(depth, kind));

const wideText = fc.oneof(
  fc.integer({ min: 1_000, max: 150_000 }).map((n) => `[${'0,'.repeat(n - 1)}0]`),
  fc
    .integer({ min: 1_000, max: 40_000 })
    .map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`),
);

/**
 * Raw JSON text that stresses whatever walks a body: nesting far past any schema's (up to the
 * 1 MB body limit), very many elements or fields, alone or in place of one field of a valid body.
 */
export function deepOrWideText(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const stress = fc.oneof(deepText, wideText);
  const keys = Object.keys(valid);
  if (keys.length === 0) return stress;
  const inField = fc
    .tuple(fc.constantFrom(...keys), stress)
    // A repeated key: JSON.parse keeps the last, so the stress replaces the valid value.
    .map(([key, text]) => `${JSON.stringify(valid).slice(0, -1)},${JSON.stringify(key)}:${text}}`);
  return fc.oneof(stress, inField);
}

/**
 * A value for a text field longer than its `max`: the valid value padded with characters that
 * each count once, however length is measured (an email keeps its shape), or with 900,000 x's
 * (the most a 1 MB body holds with room to spare).
 */
export function tooLong(valid: unknown, max: number): fc.Arbitrary<string> {
  const unit = fc.constantFrom('x', 'é', '€', '中', '😀');
  const padding = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.tuple(
        fc.integer({ min: max + 1, max: max * 3 }),
        fc.string({ unit, minLength: 1, maxLength: 6 }),
      ),
    },
    { weight: 1, arbitrary: fc.constant([900_000, 'x'] as [number, string]) },
  );
  return padding.map(([length, pad]) => {
    const text = String(valid ?? '');
    if (text.includes('@')) return `${'a'.repeat(length)}${text.slice(text.indexOf('@'))}`;
    return text + pad.repeat(Math.ceil(length / [...pad].length));
  });
}
