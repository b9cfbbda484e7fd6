/**
 * The shell of `<biz-auth-modal>`: draws nothing until the first `show()`, then loads the dialog's
 * chunk (a `show()` meanwhile waits in channel.ts); a failed load shows why, with a retry.
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
