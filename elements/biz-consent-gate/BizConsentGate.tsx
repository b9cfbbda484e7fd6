/**
 * The consent gate (docs/behaviour.md#consent-gate): the light-DOM form's gated fields (the price)
 * are disabled unless the "user agreed" box is checked. Only their `disabled` property changes; on
 * removal they get back the state they were served with.
 */
import { useEffect } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { consentGateAttributes } from './attributes.ts';

/** Attributes of `<biz-consent-gate>` as props, defaults applied (./attributes.ts). */
export type ConsentGateProps = AttributeProps<typeof consentGateAttributes>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLFieldSetElement;

const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLSelectElement ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLFieldSetElement;

const byName = (name: string) => `[name="${CSS.escape(name)}"]`;

/**
 * Keeps the gated fields in `host` disabled while its consent checkbox is unchecked, following
 * the reader's clicks, form resets and markup that arrives later.
 */
function gate(host: HTMLElement, fieldNames: string[], checkboxName: string): () => void {
  /** The `disabled` each field was served with. */
  const served = new Map<Control, boolean>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const sync = () => {
    const box = host.querySelector(`input[type="checkbox"]${byName(checkboxName)}`);
    const fields = fieldNames.flatMap((name) =>
      Array.from(host.querySelectorAll(byName(name))).filter(isControl),
    );
    for (const el of fields) {
      if (el === box) continue;
      if (!served.has(el)) served.set(el, el.disabled);
      // Without the checkbox there is nothing to agree to: the field stays as served.
      const disabled = box instanceof HTMLInputElement ? !box.checked : served.get(el)!;
      if (el.disabled !== disabled) el.disabled = disabled;
    }
  };
  // A reset event comes before the form's values are reset.
  const afterReset = () => {
    clearTimeout(timer);
    timer = setTimeout(sync, 0);
  };

  sync();
  host.addEventListener('change', sync);
  host.addEventListener('reset', afterReset, true);
  const observer = new MutationObserver(sync);
  observer.observe(host, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    host.removeEventListener('change', sync);
    host.removeEventListener('reset', afterReset, true);
    clearTimeout(timer);
    for (const [el, disabled] of served) el.disabled = disabled;
  };
}

/** Renders the wrapped form as it is (a slot) and gates its field. */
export function BizConsentGate({ field, checkbox, host }: ConsentGateProps & HostProps) {
  const fields = field.trim();
  const box = checkbox.trim();
  useEffect(() => {
    const names = fields
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    try {
      return gate(host, names, box);
    } catch (error) {
      console.error('[biz-widgets] <biz-consent-gate> could not gate the form', error);
      return undefined;
    }
  }, [host, fields, box]);
  return <slot />;
}
