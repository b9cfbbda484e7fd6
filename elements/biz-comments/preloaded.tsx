/** A part of a chunk already on its way, rendered without suspending once the chunk is in. */
import { lazy, useState, type ComponentType } from 'react';

/**
 * The component `pick` takes from the module `pending` resolves to. An instance mounted after the
 * module arrived renders it at once; one mounted before suspends (React `lazy`) until it arrives,
 * and keeps that type for its life, so its state survives. `lazy` alone suspends on every first
 * render, even with the module there, and React holds a suspended boundary's content back (its
 * fallback throttle, 300 ms): the list, painted in the meantime, then moved under the order
 * choice (CLS 0.055 scrolled to the comments, docs/architecture.md#budgets). A rejected `pending`
 * reaches the element's error boundary through `lazy`.
 */
export function preloaded<M, P extends object>(
  pending: Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  let loaded: M | undefined;
  pending.then(
    (module) => void (loaded = module),
    () => undefined,
  );
  const Lazy = lazy(() => pending.then((module) => ({ default: pick(module) })));
  return function Preloaded(props: P) {
    const [Part] = useState<ComponentType<P>>(() => (loaded ? pick(loaded) : Lazy));
    return <Part {...props} />;
  };
}
