import { fileURLToPath } from 'node:url';

type ModuleInfo = { importedIds: readonly string[] } | null;
interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleInfo;
}

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/**
 * Names the chunk of every module the entry imports statically: they all load on every page anyway,
 * so they travel as one file instead of a dozen small shared ones (which HTTP/1.1 fetches six at a
 * time). Modules only lazy routes use keep their own chunks.
 */
export function shellChunk(): (moduleId: string, context: ChunkingContext) => string | null {
  let shell: Set<string> | null = null;
  return (moduleId, context) => {
    if (!shell) {
      const reached = new Set<string>();
      const pending = [ENTRY];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (reached.has(id)) continue;
        reached.add(id);
        pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
      }
      shell = reached;
    }
    return shell.has(moduleId) && moduleId !== ENTRY ? 'shell' : null;
  };
}
