import { IntlMessageFormat } from 'intl-messageformat';
import type { Plugin } from 'vite';

/** The text catalogues: the app's areas (i18n/<area>/th.json) and the ui, machines and client packages'. */
const CATALOGUE = /(?:[\\/]i18n[\\/][^\\/]+[\\/]|(?:ui|machine|client)\w*Messages\.)(th|en)\.json$/;

/**
 * Turns every text of the catalogues into its parsed form (react-intl's AST) as the build reads them,
 * so the browser never parses a message. The ICU parser (and its number-skeleton parser, some 8 KiB
 * gzip) then stays out of the app: react-intl is given formatjs's build without a parser. A text that
 * is not valid ICU fails the build.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'probuild-precompile-messages',
    enforce: 'pre',
    // The development server keeps the texts as written, with the parser.
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      const locale = CATALOGUE.exec(id)?.[1];
      if (!locale) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [key, new IntlMessageFormat(text, locale).getAst()]),
      );
      // Still JSON: Vite's own JSON step makes it a module.
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}
