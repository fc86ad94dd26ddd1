export type Catalogue = Record<string, string>;
/** A language's catalogues by name: the design system's, the machines', the client's and each area's. */
export type Catalogues = Record<string, Catalogue>;

/**
 * One catalogue pair per area of the app (i18n/<area>/th.json and en.json) beside the design
 * system's, the machines' and the client's. No id is in two of them (catalogues.test.ts).
 */
export function mergeCatalogues(packages: Catalogues, areaFiles: Catalogues): Catalogues {
  const areas = Object.entries(areaFiles).map(([path, catalogue]) => [path.split('/')[1], catalogue]);
  return { ...packages, ...Object.fromEntries(areas) };
}

/** All texts of one language, as react-intl reads them. */
export const flatten = (catalogues: Catalogues): Catalogue => Object.assign({}, ...Object.values(catalogues));
