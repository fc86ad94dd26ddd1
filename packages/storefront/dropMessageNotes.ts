import { type Plugin, parseAst } from 'vite';

/** A node of the parsed module, as far as this plugin looks at it. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A plain `key: 'text'` property, with its key's name. */
function textProperty(node: Node): string | null {
  if (node.type !== 'Property' || node.kind !== 'init' || node.computed || node.method) return null;
  const { key, value } = node as unknown as { key: Node & { name?: string }; value: Node };
  const isText =
    (value.type === 'Literal' && typeof value.value === 'string') ||
    (value.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0);
  return key.type === 'Identifier' && isText ? (key.name ?? null) : null;
}

/**
 * Where the `description` of each message descriptor is (an object of exactly `id` and
 * `description`, both text), with the comma between the two properties.
 */
function notesIn(program: Node): { start: number; end: number }[] {
  const notes: { start: number; end: number }[] = [];
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const [first, second] = node.properties as Node[];
      const names = (node.properties as Node[]).map(textProperty);
      if (first && second && names.length === 2 && names.includes('id') && names.includes('description')) {
        notes.push(
          names[0] === 'description'
            ? { start: first.start, end: second.start }
            : { start: first.end, end: second.end },
        );
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return notes;
}

/** The module without its message descriptors' notes, each blanked in place; null when it has none. */
export function withoutMessageNotes(code: string): string | null {
  const notes = notesIn(parseAst(code) as unknown as Node);
  if (notes.length === 0) return null;
  let blanked = code;
  for (const { start, end } of notes) {
    blanked = blanked.slice(0, start) + blanked.slice(start, end).replace(/[^\n]/g, ' ') + blanked.slice(end);
  }
  return blanked;
}

/**
 * Leaves the translators' notes out of the build: a message descriptor's `description` (beside its
 * `id`, in the components' messages.ts) says what a text is for, and nothing reads it at run time.
 * Each note becomes blanks of its length, which the minifier drops, so the source maps stay exact.
 */
export function dropMessageNotes(): Plugin {
  return {
    name: 'probuild-drop-message-notes',
    apply: 'build',
    transform: {
      filter: { id: /\.tsx?$/, code: 'description' },
      handler(code) {
        const blanked = withoutMessageNotes(code);
        return blanked === null ? null : { code: blanked, map: null };
      },
    },
  };
}
