/**
 * How `el.show()` / `el.close()` reach one `<biz-auth-modal>`'s component: a store per host, as
 * they may run before React has rendered.
 */

/** The dialog's tabs. */
export type AuthTab = 'login' | 'register' | 'restore';

const AUTH_TABS: readonly AuthTab[] = ['login', 'register', 'restore'];

interface ModalState {
  open: boolean;
  tab: AuthTab;
  /** Where focus returns when the dialog closes. */
  opener: Element | null;
  /** Increases with every `show()`. */
  seq: number;
  /** `preload()` asked for the dialog's chunk before any `show()`. */
  preload: boolean;
}

/** The per-element store behind `show()`, `close()` and the tab selection. */
export interface ModalChannel {
  get(): ModalState;
  subscribe(listener: () => void): () => void;
  /** Opens on `tab`; `opener` gets focus back on close. */
  show(tab: AuthTab, opener: Element | null): void;
  /** Switches the tab (open or not). */
  select(tab: AuthTab): void;
  close(): void;
  /** Asks for the dialog's chunk now, without opening it. */
  preload(): void;
  /** Settles when the loaded dialog has rendered (its forms in the light DOM), or fails to load. */
  ready: Promise<void>;
  /** Called by the dialog's first render, or with the error of a failed load. */
  settle(error?: unknown): void;
}

const channels = new WeakMap<Element, ModalChannel>();

/** The channel of one `<biz-auth-modal>` (created on first use). */
export function modalChannel(host: Element): ModalChannel {
  let channel = channels.get(host);
  if (channel) return channel;
  let state: ModalState = { open: false, tab: 'login', opener: null, seq: 0, preload: false };
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const pending = () => {
    const promise = new Promise<void>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    // A failed load is reported by the element itself, waited on or not.
    promise.catch(() => undefined);
    return promise;
  };
  const listeners = new Set<() => void>();
  const set = (next: Partial<ModalState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  channel = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(tab, opener) {
      set({ open: true, tab, opener: state.open ? state.opener : opener, seq: state.seq + 1 });
    },
    select(tab) {
      if (tab !== state.tab) set({ tab });
    },
    close() {
      if (state.open) set({ open: false });
    },
    preload() {
      if (!state.preload) set({ preload: true });
    },
    ready: pending(),
    settle(error) {
      if (error === undefined) return resolve();
      reject(error);
      // A later request may load it yet.
      channel!.ready = pending();
    },
  };
  channels.set(host, channel);
  return channel;
}

/** Whether `value` names a tab. */
export const isAuthTab = (value: unknown): value is AuthTab => AUTH_TABS.includes(value as AuthTab);
