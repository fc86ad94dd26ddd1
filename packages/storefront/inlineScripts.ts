import { createHash } from 'node:crypto';
import { build, type Rolldown } from 'vite';

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
 * The inline scripts of a server-rendered page, each with the hash the server puts in the page's
 * Content-Security-Policy (which allows no other inline script): the start script before #root and
 * the script loader at the end of <body>.
 */
export async function buildInlineScripts(): Promise<Record<'pageStart' | 'scriptLoader', InlineScript>> {
  const [pageStart, scriptLoader] = await Promise.all([
    buildInlineScript('src/serverRender/pageStart.ts'),
    buildInlineScript('src/serverRender/scriptLoader.ts'),
  ]);
  return { pageStart, scriptLoader };
}
