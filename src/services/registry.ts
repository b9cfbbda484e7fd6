/**
 * The one place where services keep their per-page state.
 *
 * Every service is a lazily created singleton stored on `globalThis` under
 * `Symbol.for('biz-widgets.services')`, so two copies of the bundle on one page
 * (a partner's copy and ours) share one visitor token, one auth state and one
 * config. Tests call {@link resetServices} between cases.
 */

/**
 * Version of this bundle, read from package.json at build time (the one place it is written);
 * also used to warn about a clash of two bundles defining one tag. `dev` where no build define
 * applies (scripts run by tsx).
 */
export const VERSION: string = typeof __BIZ_VERSION__ === 'string' ? __BIZ_VERSION__ : 'dev';

const KEY = Symbol.for('biz-widgets.services');

/** The shared bag on `globalThis`: service name → instance, plus config set before services load. */
export interface SharedBag {
  /** Service instances by name. */
  services: Map<string, unknown>;
  /** Options given to `BizWidgets.configure()` before or after the services chunk loaded. */
  configOverrides: Record<string, unknown>;
  /** Tag name → bundle version that defined it (for the version-clash warning). */
  definedBy: Map<string, string>;
}

/** Returns the page's shared bag, creating it on first use. */
export function sharedBag(): SharedBag {
  const g = globalThis as unknown as Record<symbol, SharedBag | undefined>;
  let bag = g[KEY];
  if (!bag) {
    bag = { services: new Map(), configOverrides: {}, definedBy: new Map() };
    g[KEY] = bag;
  }
  return bag;
}

/** A service that can drop its state (timers, listeners, caches) when tests reset. */
interface Disposable {
  dispose?(): void;
}

/**
 * Returns the page's single instance of a service, creating it with `create` on first use.
 * @param name unique service name, e.g. `'storage'`
 * @param create factory called once per page (and again after {@link resetServices})
 */
export function shared<T>(name: string, create: () => T): T {
  const { services } = sharedBag();
  if (!services.has(name)) services.set(name, create());
  return services.get(name) as T;
}

/**
 * Drops every service instance (or only `name`), calling `dispose()` on each.
 * Config overrides are kept unless `everything` is true. For tests and the demo's reset button.
 */
export function resetServices(name?: string, everything = false): void {
  const bag = sharedBag();
  for (const [key, service] of bag.services) {
    if (name && key !== name) continue;
    (service as Disposable | undefined)?.dispose?.();
    bag.services.delete(key);
  }
  if (everything) bag.configOverrides = {};
}
