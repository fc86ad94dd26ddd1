import fc from 'fast-check';

/** A JSON Schema (2020-12, as OpenAPI 3.1 writes it) or a `$ref` to one. */
export type Schema = Record<string, unknown>;

/**
 * Values a request may carry that no schema asks for: wrong types, numbers past every range,
 * text that breaks databases, markup or Unicode, huge and deeply nested values, random JSON.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0.000001,
    2 ** 53 + 2,
    1e308,
    -1e308,
    [],
    {},
    [null],
    { '': '' },
  ),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'true',
    'null',
    'undefined',
    'NaN',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '\u202eevil',
    '👨‍👩‍👧‍👦',
    'ก\u0e48\u0e48\u0e48\u0e48',
    "' OR '1'='1",
    "'; DROP TABLE customers; --",
    '%_\\',
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%s%n%x',
    '{{7*7}}#{7*7}<%= 7*7 %>',
    'a\r\nSet-Cookie: x=1',
    'javascript:alert(1)',
    '__proto__',
    'constructor',
  ),
  fc.constantFrom('x'.repeat(70_000), 'ก'.repeat(12_000)),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.integer({ min: 2, max: 80 }).map((depth) => nested(depth)),
  fc.array(fc.constant(1), { minLength: 2_000, maxLength: 2_000 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Arrays and objects inside one another, `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Keys a body should never carry: prices a client may not set, and prototype keys. */
const EXTRA_KEYS = [
  'admin',
  'price',
  'unitPrice',
  'total',
  'customerId',
  'status',
  '__proto__',
  'constructor',
];

/** Sets a property as an own, enumerable one, also when it is named `__proto__`. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export interface SchemaArbitraries {
  /** Values the schema accepts (as far as a generator can tell), with known real values mixed in. */
  valid(schema: Schema, name?: string): fc.Arbitrary<unknown>;
  /**
   * Values near the schema: valid ones, ones with a hostile value, a missing required field or an
   * extra field somewhere inside, values just past its limits, and hostile values outright.
   */
  hostile(schema: Schema, name?: string): fc.Arbitrary<unknown>;
}

/**
 * fast-check arbitraries from the schemas of an OpenAPI document, for the subset of JSON Schema
 * the contract uses: type (one or several), const, enum, oneOf, anyOf, allOf, properties,
 * required, additionalProperties, items, min/maxItems, uniqueItems, min/maxLength, pattern,
 * format (email, date, date-time, uri), minimum and maximum; a schema's examples are among its
 * values. `known` gives real values for fields and parameters by name (a SKU that exists, the
 * signed-in customer's id…), so generated calls reach past "not found".
 */
export function schemaArbitraries(
  document: Schema,
  known: Record<string, readonly string[]> = {},
): SchemaArbitraries {
  const resolve = (schema: Schema): Schema => {
    let current = schema;
    for (let hops = 0; typeof current.$ref === 'string'; hops++) {
      if (hops > 20) throw new Error(`Circular $ref ${String(schema.$ref)}`);
      current = pointerIn(document, current.$ref as string);
    }
    return current;
  };

  const build = (
    schema: Schema,
    name: string | undefined,
    depth: number,
    mode: Mode,
  ): fc.Arbitrary<unknown> => {
    const exact = conforming(resolve(schema), name, depth, mode);
    if (mode === 'valid') return exact;
    return fc.oneof(
      { weight: 6, arbitrary: exact },
      { weight: 1, arbitrary: pastLimits(resolve(schema)) },
      { weight: 1, arbitrary: hostileValue },
    );
  };

  /** The schema's values, with its own examples among them. */
  const conforming = (
    schema: Schema,
    name: string | undefined,
    depth: number,
    mode: Mode,
  ): fc.Arbitrary<unknown> => {
    const generated = generate(schema, name, depth, mode);
    const examples = schema.examples as unknown[] | undefined;
    return examples?.length
      ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...examples) }, { weight: 4, arbitrary: generated })
      : generated;
  };

  const generate = (
    schema: Schema,
    name: string | undefined,
    depth: number,
    mode: Mode,
  ): fc.Arbitrary<unknown> => {
    // Recursive schemas (a category's children) end in an empty value.
    if (depth > 8) return fc.constant(Array.isArray(schema.type) ? null : emptyOf(schema));
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (choices) return fc.oneof(...choices.map((choice) => build(choice, name, depth + 1, mode)));
    if (Array.isArray(schema.allOf)) {
      const { allOf, ...rest } = schema;
      return generate(mergeAll([rest, ...(allOf as Schema[]).map(resolve)]), name, depth, mode);
    }
    if (Array.isArray(schema.type)) {
      return fc.oneof(
        ...(schema.type as string[]).map((type) => generate({ ...schema, type }, name, depth, mode)),
      );
    }
    const type = schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
    switch (type) {
      case 'object':
        return object(schema, depth, mode);
      case 'array':
        return array(schema, name, depth, mode);
      case 'string':
        return withKnown(name, string(schema));
      case 'integer':
        return fc.integer({
          min: (schema.minimum as number | undefined) ?? -1_000_000,
          max: (schema.maximum as number | undefined) ?? 1_000_000,
        });
      case 'number':
        return fc.double({
          min: (schema.minimum as number | undefined) ?? -1e6,
          max: (schema.maximum as number | undefined) ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };

  const object = (schema: Schema, depth: number, mode: Mode): fc.Arbitrary<unknown> => {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = ((schema.required ?? []) as string[]).filter((key) => key in properties);
    const model = Object.fromEntries(
      Object.entries(properties).map(([key, property]) => [key, build(property, key, depth + 1, mode)]),
    );
    const record = fc.record(model, { requiredKeys: required, noNullPrototype: true });
    if (mode === 'valid') return record;
    const extraKey = fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 }));
    return fc
      .tuple(
        record,
        sometimes(fc.tuple(extraKey, hostileValue)),
        sometimes(fc.constantFrom(...(required.length ? required : ['']))),
      )
      .map(([value, extra, dropped]) => {
        const result: Record<string, unknown> = {};
        for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
          if (key !== dropped) setOwn(result, key, item);
        }
        if (extra) setOwn(result, extra[0], extra[1]);
        return result;
      });
  };

  const array = (
    schema: Schema,
    name: string | undefined,
    depth: number,
    mode: Mode,
  ): fc.Arbitrary<unknown> => {
    const items = build((schema.items ?? {}) as Schema, name, depth + 1, mode);
    const minLength = (schema.minItems as number | undefined) ?? 0;
    const maxLength = Math.min((schema.maxItems as number | undefined) ?? minLength + 4, minLength + 4);
    return schema.uniqueItems
      ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
      : fc.array(items, { minLength, maxLength });
  };

  const withKnown = (name: string | undefined, generated: fc.Arbitrary<string>): fc.Arbitrary<unknown> => {
    const values = name ? known[name] : undefined;
    return values?.length
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: generated })
      : generated;
  };

  return {
    valid: (schema, name) => build(schema, name, 0, 'valid'),
    hostile: (schema, name) =>
      fc.oneof(
        { weight: 2, arbitrary: build(schema, name, 0, 'valid') },
        { weight: 3, arbitrary: build(schema, name, 0, 'hostile') },
        { weight: 1, arbitrary: hostileValue },
      ),
  };
}

type Mode = 'valid' | 'hostile';

/** A value one time in three, else null. */
export const sometimes = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arbitrary });

function pointerIn(document: Schema, ref: string): Schema {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are followed, not ${ref}`);
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    node = (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  if (!node) throw new Error(`Nothing at ${ref}`);
  return node as Schema;
}

/** allOf as one schema: the properties and required fields of all its parts. */
function mergeAll(parts: Schema[]): Schema {
  const merged: Schema = {};
  for (const part of parts) {
    Object.assign(merged, part, {
      properties: { ...(merged.properties as object), ...(part.properties as object) },
      required: [...((merged.required as string[]) ?? []), ...((part.required as string[]) ?? [])],
    });
  }
  return merged;
}

function emptyOf(schema: Schema): unknown {
  if (schema.type === 'array') return [];
  if (schema.type === 'object' || schema.properties) return {};
  return null;
}

const DAY_MS = 86_400_000;
const isoDate = fc
  .integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2100, 0, 1) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString());

function string(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, Math.max(minLength, 40));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= maxLength);
    case 'date':
      return isoDate.map((iso) => iso.slice(0, 10));
    case 'date-time':
      return isoDate;
    case 'uri':
      return fc.webUrl();
  }
  if (typeof schema.pattern === 'string') {
    // Clipped to the longest allowed; a pattern that allows longer text then and again fails it.
    return fc
      .stringMatching(new RegExp(schema.pattern), { size: minLength > 4 ? 'large' : undefined })
      .map((text) => text.slice(0, maxLength))
      .filter((text) => text.length >= minLength);
  }
  return fc.oneof(
    fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
  );
}

/** Values just outside a schema's bounds: one past a number's range or a text's or list's length. */
function pastLimits(schema: Schema): fc.Arbitrary<unknown> {
  const values: unknown[] = [];
  const number = (key: string) => schema[key] as number | undefined;
  const minimum = number('minimum');
  const maximum = number('maximum');
  if (minimum !== undefined) values.push(minimum - 1, minimum - 0.5);
  if (maximum !== undefined) values.push(maximum + 1, maximum + 0.5);
  const maxLength = number('maxLength');
  if (maxLength !== undefined) values.push('x'.repeat(maxLength + 1));
  const minLength = number('minLength');
  if (minLength) values.push('x'.repeat(minLength - 1));
  const maxItems = number('maxItems');
  if (maxItems !== undefined) values.push(Array.from({ length: maxItems + 1 }, () => 'x'));
  if (schema.type === 'integer') values.push(1.5, '1');
  return values.length ? fc.constantFrom(...values) : hostileValue;
}
