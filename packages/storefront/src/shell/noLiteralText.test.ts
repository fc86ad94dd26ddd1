import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
/** Attributes a person reads or hears; their text must come from the catalogues too. */
const READ_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label', 'aria-description']);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !/\.(stories|test)\.tsx$|storySupport\.tsx$/.test(entry.name)
      ? [path]
      : [];
  });
}

/** Text written straight into JSX: text between tags, and string values of the attributes above. */
function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}/u.test(node.initializer.text)
    ) {
      found.push(`${node.name.getText(source)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${relative(SRC, file)}: ${text}`);
}

it('renders no literal text: every string a shopper reads comes from the th/en catalogues', () => {
  expect(componentFiles(SRC).flatMap(literalTexts)).toEqual([]);
});
