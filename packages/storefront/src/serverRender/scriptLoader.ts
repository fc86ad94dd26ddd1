/**
 * The script loader of a server-rendered page, inlined at the end of <body> (built like pageStart.ts).
 *
 * The page is there before any script runs; its scripts only make it interactive. So they are asked
 * for once the first frame is painted: the styles, fonts and hero picture the first paint needs do
 * not share a slow connection with them. The entry is a module script, the chunks it and the page
 * import are module preloads; their addresses are in #app-scripts, the entry's first. All are added
 * in one insertion: one at a time, each makes the browser look at the page's styles again.
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    const list = document.getElementById('app-scripts')?.textContent ?? '[]';
    const scripts = document.createDocumentFragment();
    (JSON.parse(list) as string[]).forEach((src, index) => {
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
