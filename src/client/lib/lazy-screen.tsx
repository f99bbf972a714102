import { type ComponentType, lazy, useState } from 'react';

/** A screen whose code is fetched when it is first drawn, or earlier with preload(). */
export interface LazyScreen {
  (): React.JSX.Element;
  /** Fetches the code, after which the screen draws at once: prerendering and hydration cannot wait for it. */
  preload(): Promise<void>;
}

/**
 * A screen loaded on demand (React.lazy). Its code is fetched once: a failure stays a failure
 * within the page, as a module that did not arrive cannot be imported twice.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));

  function Screen() {
    // Chosen once a mount: turning a screen drawn through Lazy into the loaded component would remount it.
    const [Drawn] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Drawn />;
  }
  return Object.assign(Screen, { preload: async () => void (await loadOnce()) });
}
