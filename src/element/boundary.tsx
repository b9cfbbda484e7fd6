/** Keeps a render failure inside its element: a Russian message and `biz-error` (kind `render`). */
import { Component, type ReactNode } from 'react';
import { t } from '../i18n/index.ts';
import { emit } from './events.ts';

interface Props {
  host: HTMLElement;
  children?: ReactNode;
}

/** React error boundary at the root of every element. */
export class ElementBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[biz-widgets] <${this.props.host.localName}> failed to render`, error);
    emit(this.props.host, 'biz-error', {
      endpoint: '',
      kind: 'render',
      message: error instanceof Error ? error.message : String(error),
    });
  }

  override render() {
    if (this.state.failed) {
      return (
        <p part="error" className="notice notice--error" role="alert">
          {t('error.render')}
        </p>
      );
    }
    return this.props.children;
  }
}
