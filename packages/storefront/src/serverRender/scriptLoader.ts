/**
 * The script loader of a server-rendered page, inlined at the end of <body> (built like pageStart.ts).
 *
 * The page is there before any script runs; its scripts only make it interactive. So they are asked
 * for once the first frame is painted: the styles, fonts and hero picture the first paint needs do
 * not share a slow connection with them. Their addresses are in #app-scripts, the entry's first. A
 * visitor with a stored session starts it before the first render, so the session's chunks
 * (#session-scripts) are asked for too. Each is added as a module preload, a few in each task: adding
 * some forty links in one task blocks input for over 100 ms on a slow phone. The entry's module
 * script comes last, once everything it imports is being fetched.
 */
import { holdsSession } from '../session/sessionHandle.ts';

const addressesIn = (id: string) => JSON.parse(document.getElementById(id)?.textContent ?? '[]') as string[];

function storedSession(): boolean {
  try {
    return holdsSession(localStorage);
  } catch {
    // Storage refused (a privacy mode): nothing to restore.
    return false;
  }
}

/** How many of the scripts one task adds. */
const SCRIPTS_PER_TASK = 4;

/** Adds the scripts of `list` from `start` on, a task at a time; the entry's script after the last. */
function addFrom(list: string[], entry: string, start: number) {
  const scripts = document.createDocumentFragment();
  for (const href of list.slice(start, start + SCRIPTS_PER_TASK)) {
    scripts.appendChild(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
    );
  }
  const next = start + SCRIPTS_PER_TASK;
  if (next >= list.length) {
    scripts.appendChild(
      Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' }),
    );
  }
  document.head.appendChild(scripts);
  if (next < list.length) setTimeout(() => addFrom(list, entry, next));
}

requestAnimationFrame(() => {
  setTimeout(() => {
    const list = [...addressesIn('app-scripts'), ...(storedSession() ? addressesIn('session-scripts') : [])];
    const [entry] = list;
    if (entry) addFrom(list, entry, 0);
  });
});
