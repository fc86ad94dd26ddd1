import { describe, expect, it } from 'vitest';
import { type BuildManifest, serverPages } from './serverPages.ts';
import { ROUTE_PATHS } from './src/routes/routePaths.ts';

/** A client manifest: the entry and the pages share a chunk; the pages not named here are one chunk each. */
const MANIFEST: BuildManifest = {
  ...Object.fromEntries(ROUTE_PATHS.map((route) => [route.page, { file: `assets/${route.page.length}.js` }])),
  'index.html': { file: 'assets/index-1a2b.js', isEntry: true, imports: ['_shared-3c4d.js'] },
  '_shared-3c4d.js': { file: 'assets/shared-3c4d.js' },
  'src/pages/home/HomePage.tsx': {
    file: 'assets/HomePage-7a8b.js',
    imports: ['_shared-3c4d.js', '_cards-9c0d.js', 'index.html'],
    css: ['assets/HomePage-1e2f.css'],
  },
  '_cards-9c0d.js': { file: 'assets/cards-9c0d.js' },
  'src/pages/about/AboutPage.tsx': { file: 'assets/AboutPage-4e5f.js', imports: ['_cards-9c0d.js'] },
  'src/pages/cart/CartPage.tsx': { file: 'assets/CartPage-1b2c.js', css: ['assets/CartPage-3d4e.css'] },
  'src/i18n/catalogueThai.ts': { file: 'assets/catalogueThai-0a1b.js' },
  'src/i18n/catalogueEnglish.ts': { file: 'assets/catalogueEnglish-2c3d.js' },
  'src/i18n/pageTextsThai.ts': { file: 'assets/pageTextsThai-4e5f.js' },
  'src/i18n/pageTextsEnglish.ts': { file: 'assets/pageTextsEnglish-6a7b.js' },
  'src/session/sessionActor.ts': {
    file: 'assets/sessionActor-8d9e.js',
    imports: ['_shared-3c4d.js', '_machines-1f2a.js'],
  },
  '_machines-1f2a.js': { file: 'assets/machines-1f2a.js' },
};

describe("the build's list of pages for the server", () => {
  const pages = serverPages(MANIFEST);
  const routeOf = (path: string) => pages.routes.find((route) => route.path === path);

  it('names every route of the router, in its order, with who may open it and its page', () => {
    expect(pages.routes.map(({ path, access, page }) => ({ path, access, page }))).toEqual(
      ROUTE_PATHS.map(({ path, access, page }) => ({ path, access, page })),
    );
    expect(routeOf('/search')?.noindex).toBe(true);
    expect(routeOf('/')).not.toHaveProperty('noindex');
  });

  it("gives a page's chunks and styles, its imports' too, but none the entry loads already", () => {
    expect(routeOf('/')).toMatchObject({
      rendered: 'visitor',
      styles: ['/assets/HomePage-1e2f.css'],
      scripts: ['/assets/HomePage-7a8b.js', '/assets/cards-9c0d.js'],
      // Rendered for a visitor: its texts are among those the app starts with.
      texts: { th: ['/assets/catalogueThai-0a1b.js'], en: ['/assets/catalogueEnglish-2c3d.js'] },
    });
    expect(pages.entryScripts).toEqual(['/assets/index-1a2b.js', '/assets/shared-3c4d.js']);
    expect(pages.sessionScripts).toEqual(['/assets/sessionActor-8d9e.js', '/assets/machines-1f2a.js']);
  });

  it('gives the pages not rendered for a visitor the other texts too', () => {
    const allTexts = {
      th: ['/assets/catalogueThai-0a1b.js', '/assets/pageTextsThai-4e5f.js'],
      en: ['/assets/catalogueEnglish-2c3d.js', '/assets/pageTextsEnglish-6a7b.js'],
    };
    expect(routeOf('/about')).toEqual({
      path: '/about',
      access: 'public',
      page: 'src/pages/about/AboutPage.tsx',
      styles: [],
      scripts: ['/assets/AboutPage-4e5f.js', '/assets/cards-9c0d.js'],
      texts: allTexts,
    });
    // The cart, rendered for its signed-in shopper alone.
    expect(routeOf('/cart')).toMatchObject({ rendered: 'signed-in', texts: allTexts });
  });

  it('fails for a page the manifest does not have', () => {
    const { 'src/pages/about/AboutPage.tsx': _, ...withoutAbout } = MANIFEST;
    expect(() => serverPages(withoutAbout)).toThrow(
      "The build's manifest has no src/pages/about/AboutPage.tsx",
    );
  });
});
