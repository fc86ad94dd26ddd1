import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of the file as it arrives, off the main thread. */
const COMPILE_ALL = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the app chunk, everything a start runs (React, the query cache, the shell), for eager
 * compilation. Without the mark V8 compiles each function on the main thread the first time it is
 * called, during the start's evaluation and hydration tasks; with it (Chromium 136 and later; other
 * browsers ignore the comment) the compilation is done on a background thread while the file
 * streams in. The route chunks keep lazy compilation: much of their code waits for the shopper.
 */
export function compileHints(chunkName: string): Plugin {
  return {
    name: 'probuild-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions to the chunks, so that the mark stays the file's first line.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.name !== chunkName) continue;
          output.code = COMPILE_ALL + output.code;
          // The source map, when one is built, moves down the added line too.
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source);
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
