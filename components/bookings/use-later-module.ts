import { useEffect, useState } from "react";

/**
 * A hook giving a module that loads once right after the page rather than with it, for what a
 * screen draws only after something changed (rows the API sends, a list on its way): null until
 * it is in, then the module on every render. A component hydrating before it is in draws what
 * the server drew without it, so hydration matches either way.
 */
export function laterModule<M>(load: () => Promise<M>): () => M | null {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  return function useLaterModule() {
    const [module, setModule] = useState<M | null>(() => loaded);
    useEffect(() => {
      if (module) return;
      let live = true;
      loading ??= load();
      loading.then(
        (value) => {
          loaded = value;
          if (live) setModule(value);
        },
        () => {
          // A failed download is tried again by the next component that mounts.
          loading = null;
        },
      );
      return () => {
        live = false;
      };
    }, [module]);
    return module;
  };
}
