import type { CodeSplittingGroup } from 'rolldown';

type ModuleLookup = (id: string) => { importedIds: readonly string[] } | null;

/** Every module an entry loads before it runs: its static imports, transitively (not the lazy screens). */
function loadedUpFront(entry: string, getModuleInfo: ModuleLookup): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * What every first visit loads anyway, in two files instead of some forty: the modules both entries
 * load up front (`shell`), and those only the app's entry loads up front (`app-shell`). Left to
 * itself, the bundler splits them by which lazy screens share them too, into files of 1-2 KB that
 * every visit fetches together; over HTTP/1.1 each costs a round trip, and each file's wrapper
 * compresses on its own.
 *
 * The bundler's `$initial` tag says what an entry loads up front once unused exports are dropped;
 * the walk over static imports only says which entry: it passes through libraries' index files, so a
 * few modules only the app uses up front may join `shell` and load with the landing page too (the
 * first-visit bench measures the result).
 */
export function shellChunkGroups(appEntry: string, landingEntry: string): CodeSplittingGroup[] {
  let sets: { app: Set<string>; landing: Set<string>; entryScripts: Set<string> } | undefined;
  const loadedBy = (
    entry: 'app' | 'landing',
    id: string,
    chunking: { getModuleInfo: ModuleLookup },
  ): boolean => {
    if (!sets) {
      const getModuleInfo: ModuleLookup = (moduleId) => chunking.getModuleInfo(moduleId);
      // The pages and the scripts they name stay in their entry chunks: a module moved into a group
      // runs only when something imports it.
      const entryScripts = new Set(
        [appEntry, landingEntry].flatMap((page) => [page, ...(getModuleInfo(page)?.importedIds ?? [])]),
      );
      sets = {
        app: loadedUpFront(appEntry, getModuleInfo),
        landing: loadedUpFront(landingEntry, getModuleInfo),
        entryScripts,
      };
    }
    return !sets.entryScripts.has(id) && sets[entry].has(id);
  };
  // The shared group goes first (higher priority): a group also takes its modules' dependencies,
  // and the app's group must not take those the landing page needs.
  return [
    {
      debugName: 'shell',
      priority: 2,
      tags: ['$initial'],
      name: (id, chunking) =>
        loadedBy('app', id, chunking) && loadedBy('landing', id, chunking) ? 'shell' : null,
    },
    {
      debugName: 'app-shell',
      priority: 1,
      tags: ['$initial'],
      name: (id, chunking) => (loadedBy('app', id, chunking) ? 'app-shell' : null),
    },
  ];
}
