import { IntlMessageFormat } from 'intl-messageformat';
import { expect, it } from 'vitest';
import { catalogues, messages } from './messages.ts';

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** The names of a text's ICU arguments, including those inside plural and select branches. */
function argumentsOf(ast: Ast, names = new Set<string>()): Set<string> {
  for (const element of ast) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0)
      names.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if ('children' in element) argumentsOf(element.children, names);
  }
  return names;
}

const names = Object.keys(catalogues.th);

it('has the same catalogues, each with the same ids, in Thai and English', () => {
  expect(Object.keys(catalogues.en).sort()).toEqual([...names].sort());
  for (const name of names) {
    expect(Object.keys(catalogues.en[name] ?? {}).sort(), name).toEqual(
      Object.keys(catalogues.th[name] ?? {}).sort(),
    );
  }
});

it('gives every message id to one catalogue only (ui, machines, client and each area)', () => {
  const owners = new Map<string, string[]>();
  for (const name of names) {
    for (const id of Object.keys(catalogues.th[name] ?? {}))
      owners.set(id, [...(owners.get(id) ?? []), name]);
  }
  expect([...owners].filter(([, where]) => where.length > 1)).toEqual([]);
});

it('has texts that are valid ICU, with the same arguments in both languages', () => {
  for (const [id, th] of Object.entries(messages.th)) {
    const en = messages.en[id] ?? '';
    expect(th.trim(), id).not.toBe('');
    expect(en.trim(), id).not.toBe('');
    const thArguments = argumentsOf(new IntlMessageFormat(th, 'th').getAst());
    const enArguments = argumentsOf(new IntlMessageFormat(en, 'en').getAst());
    expect([...enArguments].sort(), id).toEqual([...thArguments].sort());
  }
});
