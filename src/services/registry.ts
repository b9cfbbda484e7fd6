/** Per-page service singletons on `globalThis`, shared by every copy of the bundle on the page. */

/** This bundle's version from package.json at build time; `dev` where no build define applies. */
export const VERSION: string = typeof __BIZ_VERSION__ === 'string' ? __BIZ_VERSION__ : 'dev';

const KEY = Symbol.for('biz-widgets.services');

/** The shared bag on `globalThis`. */
export interface SharedBag {
  services: Map<string, unknown>;
  /** Options given to `BizWidgets.configure()`, before or after the services chunk loaded. */
  configOverrides: Record<string, unknown>;
  /** Tag → the bundle version that defined it. */
  definedBy: Map<string, string>;
  /** Set by the autoloader (src/autoloader.ts): watches a shadow root for undefined tags. */
  observeRoot?: (root: ShadowRoot) => void;
}

/** The page's shared bag, created on first use. */
export function sharedBag(): SharedBag {
  const g = globalThis as unknown as Record<symbol, SharedBag | undefined>;
  let bag = g[KEY];
  if (!bag) {
    bag = { services: new Map(), configOverrides: {}, definedBy: new Map() };
    g[KEY] = bag;
  }
  return bag;
}

interface Disposable {
  dispose?(): void;
}

/** The page's one instance of service `name`, made by `create` on first use (again after reset). */
export function shared<T>(name: string, create: () => T): T {
  const { services } = sharedBag();
  if (!services.has(name)) services.set(name, create());
  return services.get(name) as T;
}

/** Drops every service (or `name`) with `dispose()`; config too with `everything` (tests, demo). */
export function resetServices(name?: string, everything = false): void {
  const bag = sharedBag();
  for (const [key, service] of bag.services) {
    if (name && key !== name) continue;
    (service as Disposable | undefined)?.dispose?.();
    bag.services.delete(key);
  }
  if (everything) bag.configOverrides = {};
}
