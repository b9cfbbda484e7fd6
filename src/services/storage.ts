/** Storage service: `localStorage`, or memory where it throws, and change subscriptions. */
import { shared } from './registry.ts';

type Listener = (value: string | null) => void;

/** The storage API the elements use; nothing in it throws. */
export interface StorageService {
  get(key: string): string | null;
  /** Stores `value` under `key`, in memory when localStorage refuses. */
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Calls `listener` with the new value when `key` changes here or in another tab. */
  subscribe(key: string, listener: Listener): () => void;
  /** Whether values survive a reload. */
  readonly persistent: boolean;
}

function realStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function createStorage(): StorageService & { dispose(): void } {
  const memory = new Map<string, string>();
  const listeners = new Map<string, Set<Listener>>();
  let persistent = true;

  const notify = (key: string, value: string | null) => {
    listeners.get(key)?.forEach((listener) => {
      try {
        listener(value);
      } catch (error) {
        console.error('[biz-widgets] storage listener failed', error);
      }
    });
  };

  const get = (key: string): string | null => {
    try {
      const value = realStorage()?.getItem(key);
      if (value !== null && value !== undefined) return value;
    } catch {
      persistent = false;
    }
    return memory.has(key) ? (memory.get(key) as string) : null;
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === null) {
      for (const key of listeners.keys()) notify(key, get(key));
    } else if (listeners.has(event.key)) {
      notify(event.key, event.newValue);
    }
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

  return {
    get,
    set(key, value) {
      memory.set(key, value);
      try {
        const store = realStorage();
        if (!store) throw new Error('no localStorage');
        store.setItem(key, value);
        memory.delete(key);
      } catch {
        persistent = false;
      }
      notify(key, value);
    },
    remove(key) {
      memory.delete(key);
      try {
        realStorage()?.removeItem(key);
      } catch {
        persistent = false;
      }
      notify(key, null);
    },
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    get persistent() {
      return persistent;
    },
    dispose() {
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}

/** The page's storage service. */
export function storage(): StorageService {
  return shared('storage', createStorage);
}
