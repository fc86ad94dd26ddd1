import { uiMessages } from '@probuild/ui';
import pageUiTexts from '@probuild/ui/messages/pages/th.json';
import shopUiTexts from '@probuild/ui/messages/th.json';
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

/** The app's own sources: what imports a component of the design system. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!**/*.test.ts', '!**/*.stories.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

it('merges the ui texts of shop components, and uses none of the components whose texts it leaves out', () => {
  const workspaceIds = Object.keys(uiMessages.th).filter(
    (id) => !(id in shopUiTexts) && !(id in pageUiTexts),
  );
  expect(workspaceIds.length).toBeGreaterThan(0);
  expect(workspaceIds.filter((id) => id in messages.th)).toEqual([]);
  // `ui.imageUpload.label` is a text of ImageUpload.
  const components = new Set(
    workspaceIds.map((id) => (id.split('.')[1] ?? '').replace(/^./, (first) => first.toUpperCase())),
  );
  const users = Object.entries(SOURCES).flatMap(([path, source]) =>
    [...components]
      .filter((name) => new RegExp(`\\b${name}\\b`).test(source))
      .map((name) => `${path}: ${name}`),
  );
  expect(users).toEqual([]);
});
