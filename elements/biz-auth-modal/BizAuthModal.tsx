/**
 * The shell of `<biz-auth-modal>`: it draws nothing until the first `show()` (or
 * `requestLogin()`), then loads the dialog (AuthDialog.tsx, its own chunk) and hands over. Until
 * then the page's script on load carries none of the dialog, its tabs or its forms;
 * `show()` before the chunk is in is kept by the element's channel (./channel.ts) and opens the
 * dialog as soon as it arrives. If the chunk does not arrive, the reader who asked sees why,
 * with a retry (src/element/lazy-part.tsx).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import { LazyFailure, useLazyPart, type LazyPart } from '../../src/element/lazy-part.tsx';
import type { authModalAttributes } from './attributes.ts';
import { modalChannel } from './channel.ts';

/** Attributes of `<biz-auth-modal>` as props, defaults applied (./attributes.ts). */
export type AuthModalProps = AttributeProps<typeof authModalAttributes>;

const loadDialog = (): Promise<LazyPart<AuthModalProps & HostProps>> => import('./AuthDialog.tsx');

/** The element's component: the dialog once asked for and loaded; a failed load's notice. */
export function BizAuthModal(props: AuthModalProps & HostProps) {
  const channel = modalChannel(props.host);
  const modal = useSyncExternalStore(channel.subscribe, channel.get, channel.get);
  // Each show() is a new request: after a failed load, the next one tries again.
  const { View, failure } = useLazyPart(
    'biz-auth-modal/dialog',
    loadDialog,
    modal.seq + (modal.preload ? 1 : 0),
    props.host,
    props.root,
  );
  useEffect(() => {
    if (failure) channel.settle(new Error('the sign-in dialog could not be loaded'));
  }, [failure, channel]);
  if (View) return <View {...props} />;
  if (failure && modal.open) return <LazyFailure failure={failure} onClose={channel.close} />;
  return null;
}
