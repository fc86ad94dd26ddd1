import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'regexparam';

/**
 * The app's route list, written by the storefront's build beside its server render (a dot folder,
 * never served): the patterns of the one list the app's router and navigation read. A path that
 * matches one gets the app with 200; any other path gets the app with 404, for its not-found page.
 */
export const ROUTE_LIST_FILE = join('.server', 'routes.json');

export type RouteMatcher = (path: string) => boolean;

/** Matches paths as the app's router does (wouter compiles its patterns with regexparam). */
export function routeMatcher(patterns: readonly string[]): RouteMatcher {
  const compiled = patterns.map((pattern) => parse(pattern).pattern);
  return (path) => compiled.some((pattern) => pattern.test(path));
}

export async function loadRouteMatcher(staticDir: string): Promise<RouteMatcher> {
  const file = join(staticDir, ROUTE_LIST_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`The storefront build has no route list (${file}): build it again with pnpm build.`);
  });
  const patterns: unknown = JSON.parse(text);
  if (
    !Array.isArray(patterns) ||
    !patterns.every((pattern) => typeof pattern === 'string' && pattern.startsWith('/'))
  )
    throw new Error(`${file} is not a list of route patterns.`);
  return routeMatcher(patterns);
}
