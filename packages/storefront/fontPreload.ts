import type { Plugin } from 'vite';

/** The subsets nearly every page draws with: Thai and basic Latin (latin-ext only for rare letters). */
const FIRST_VIEW_FONTS = /noto-sans-thai-(thai|latin)-wght-normal-[\w-]+\.woff2$/;

/**
 * Announces the shop font's Thai and Latin files in index.html. Otherwise the browser only asks for
 * them after its first layout, then lays the whole page out again when they arrive.
 */
export function fontPreload(): Plugin {
  return {
    name: 'probuild-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.keys(bundle ?? {})
          .filter((file) => FIRST_VIEW_FONTS.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
