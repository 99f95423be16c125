import { lazy, useState, type ComponentType } from 'react';

/**
 * A lazily loaded component that a screen can also load ahead of time: once loaded, it renders in
 * the same frame as whatever shows it. `useComponent` picks the lazy wrapper or the loaded
 * component once per mount, since switching while it is shown would remount it (its state and
 * the focus lost).
 */
export function preloadable<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  return {
    preload,
    useComponent(): ComponentType<Props> {
      const [component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
      return component;
    },
  };
}
