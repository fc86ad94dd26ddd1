/**
 * The script loader of a server-rendered page, inlined at the end of <body> (built like pageStart.ts).
 *
 * The page is there before any script runs; its scripts only make it interactive. So they are asked
 * for once the first frame is painted: the styles, fonts and hero picture the first paint needs do
 * not share a slow connection with them. The entry is a module script, the chunks it and the page
 * import are module preloads; their addresses are in #app-scripts, the entry's first. A visitor with a
 * stored session starts it before the first render, so the session's chunks (#session-scripts) are
 * preloaded too. All are added in one insertion: one at a time, each makes the browser look at the
 * page's styles again.
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

requestAnimationFrame(() => {
  setTimeout(() => {
    const list = [...addressesIn('app-scripts'), ...(storedSession() ? addressesIn('session-scripts') : [])];
    const scripts = document.createDocumentFragment();
    list.forEach((src, index) => {
      if (index === 0) {
        const entry = document.createElement('script');
        entry.type = 'module';
        entry.src = src;
        entry.crossOrigin = '';
        scripts.appendChild(entry);
      } else {
        const preload = document.createElement('link');
        preload.rel = 'modulepreload';
        preload.href = src;
        preload.crossOrigin = '';
        scripts.appendChild(preload);
      }
    });
    document.head.appendChild(scripts);
  });
});
