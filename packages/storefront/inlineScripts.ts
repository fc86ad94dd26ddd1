import { createHash } from 'node:crypto';
import { build, type Plugin, type Rolldown } from 'vite';

/** The scripts a server-rendered page carries inline, by name, and their sources. */
const INLINE_SCRIPTS = {
  pageStart: 'src/serverRender/pageStart.ts',
  scriptLoader: 'src/serverRender/scriptLoader.ts',
} as const;

/** One inline script as the server puts it in the page, and its Content-Security-Policy source. */
export interface InlineScript {
  code: string;
  /** `sha256-<base64>`, of exactly `code`. */
  hash: string;
}

/** Builds one source into a single minified classic script (no imports left, no exports). */
async function buildInlineScript(entry: string): Promise<InlineScript> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: { input: entry, output: { format: 'iife' } },
    },
  });
  const [result] = [output].flat() as Rolldown.RolldownOutput[];
  const chunks = result?.output.filter((file) => file.type === 'chunk') ?? [];
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`${entry} must build into one script`);
  const code = chunks[0].code.trim();
  return { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` };
}

/**
 * Writes inline-scripts.json to the server-render build (dist/.server): each inline script of a
 * server-rendered page, built by Vite from its module, with the hash the server puts in the page's
 * Content-Security-Policy (which allows no other inline script).
 */
export function inlineScripts(): Plugin {
  return {
    name: 'probuild-inline-scripts',
    apply: 'build',
    async generateBundle() {
      const built = await Promise.all(
        Object.entries(INLINE_SCRIPTS).map(async ([name, entry]) => [name, await buildInlineScript(entry)]),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'inline-scripts.json',
        source: `${JSON.stringify(Object.fromEntries(built), null, 2)}\n`,
      });
    },
  };
}
