/**
 * Typo reporter (docs/behaviour.md#typo-reporter GET /typo). Page-wide: Ctrl+Enter (⌘+Enter on a
 * Mac) on a selection longer than 5 characters asks `confirm('Здесь есть ошибка?')`; on yes it
 * sends title (document title), link (page URL) and message (the selection). Shorter selections
 * do nothing, and so do selections inside editable fields and keys our own forms already handled
 * (`defaultPrevented`). The result is shown in the element's own live region.
 */
import { useEffect, useRef } from 'react';
import { reportTypo } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { typoReporterAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { useTransientMessage } from '../../src/element/hooks.ts';
import { useCall } from '../../src/element/use-call.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import './events.ts';
import { typoReporterText } from './strings.ts';

/** Attributes of `<biz-typo-reporter>` as props, defaults applied (./attributes.ts). */
export type TypoReporterProps = AttributeProps<typeof typoReporterAttributes>;

/** Selections must be longer than this many characters (docs/behaviour.md#typo-reporter). */
const MIN_SELECTION = 5;
/** Longest message sent, in characters. */
const MAX_MESSAGE = 1000;

/**
 * Whether a key press happens in something the reader edits (an input, a textarea, a
 * contenteditable region), in the page or inside any shadow root: a selection there is the
 * reader's own text, and Ctrl+Enter there belongs to that field (e.g. sending a comment).
 */
function inEditable(event: Event): boolean {
  for (const node of event.composedPath()) {
    if (!(node instanceof HTMLElement)) continue;
    if (
      node.isContentEditable ||
      node instanceof HTMLTextAreaElement ||
      node instanceof HTMLInputElement ||
      node instanceof HTMLSelectElement
    ) {
      return true;
    }
  }
  return false;
}

/** The hint line and the notice area; the work happens in a document keydown listener. */
export function BizTypoReporter({ hint, host }: TypoReporterProps & HostProps) {
  const call = useCall(host);
  const { busy, failure, clear } = call;
  const [sent, setSent] = useTransientMessage(3000);
  const sendRef = useRef<(message: string) => void>(() => undefined);

  sendRef.current = (message: string) => {
    call.run({
      request: () => reportTypo({ title: document.title, link: location.href, message }),
      endpoint: '/typo',
      failed: typoReporterText('typo.failed'),
      retry: () => sendRef.current(message),
      done: () => {
        setSent(typoReporterText('typo.sent'));
        emit(host, 'biz-typo-report', { message });
      },
    });
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.repeat) return;
      if (event.defaultPrevented || inEditable(event)) return;
      const message = (document.getSelection()?.toString() ?? '').replace(/\s+/g, ' ').trim();
      if (message.length <= MIN_SELECTION) return;
      event.preventDefault();
      if (!window.confirm(typoReporterText('typo.confirm'))) return;
      sendRef.current(message.slice(0, MAX_MESSAGE));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="typo" aria-busy={busy}>
      {hint !== 'hidden' && (
        <p part="hint" className="hint">
          {typoReporterText('typo.hint')}
        </p>
      )}
      {/* Each notice is its own live region (an error an alert, a success polite), so
          nothing sits inside two. */}
      <div className="live">
        {failure && (
          <Notice kind="error" message={failure.message} onRetry={failure.retry} onClose={clear} />
        )}
        {!failure && sent && <Notice kind="success" message={sent} />}
      </div>
    </div>
  );
}
