/**
 * How `el.show()` / `el.close()` reach the React component of one `<biz-auth-modal>`: a tiny
 * external store per host element. The element's methods may run before React has rendered (a
 * modal added and opened in the same task), so the request is kept here until the component
 * reads it with `useSyncExternalStore`.
 */

/** The dialog's tabs (docs/behaviour.md#auth-modal: login, register, restore password). */
export type AuthTab = 'login' | 'register' | 'restore';

/** Every tab, in order. */
export const AUTH_TABS: readonly AuthTab[] = ['login', 'register', 'restore'];

/** What the dialog should show. */
export interface ModalState {
  open: boolean;
  tab: AuthTab;
  /** Where focus returns when the dialog closes. */
  opener: Element | null;
  /** Increases with every `show()`, so a repeated `show()` is noticed. */
  seq: number;
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
}

const channels = new WeakMap<Element, ModalChannel>();

/** The channel of one `<biz-auth-modal>` (created on first use). */
export function modalChannel(host: Element): ModalChannel {
  let channel = channels.get(host);
  if (channel) return channel;
  let state: ModalState = { open: false, tab: 'login', opener: null, seq: 0 };
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
  };
  channels.set(host, channel);
  return channel;
}

/** Whether `value` names a tab. */
export const isAuthTab = (value: unknown): value is AuthTab => AUTH_TABS.includes(value as AuthTab);
