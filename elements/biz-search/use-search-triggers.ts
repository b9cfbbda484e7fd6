/**
 * The ways the page opens the search popup (docs/behaviour.md#search): Ctrl+K (or ⌘K) anywhere,
 * "/" when not typing, and the page controls named by the `trigger` attribute. Split from
 * BizSearch; its effects run where they did there, in the same order.
 */
import { useEffect, type RefObject } from 'react';

/** Whether a key press happens while the reader types into a field. */
function typing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color'].includes(target.type))
  );
}

/**
 * Opens the popup from the keyboard shortcuts and the `trigger` controls.
 * @param trigger CSS selector of page controls (an invalid one is warned about and ignored)
 * @param show opens the popup, with a query text when given
 * @param opener receives the control that opened the popup (focus returns there)
 */
export function useSearchTriggers(
  trigger: string | undefined,
  show: (text?: string) => void,
  opener: RefObject<Element | null>,
): void {
  // Ctrl+K (or ⌘K) anywhere, "/" when not typing.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const chord =
        (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event);
      if (!chord && !slash) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  // Page controls named by `trigger`: a click, Enter, typing or their form's submit opens the
  // popup with their text.
  useEffect(() => {
    if (!trigger) return;
    let targets: HTMLElement[] = [];
    try {
      targets = Array.from(document.querySelectorAll<HTMLElement>(trigger));
    } catch {
      console.warn(`[biz-widgets] <biz-search>: trigger "${trigger}" is not a valid selector`);
    }
    const value = (el: HTMLElement) => (el instanceof HTMLInputElement ? el.value : undefined);
    const onClick = (event: Event) => {
      event.preventDefault();
      show(value(event.currentTarget as HTMLElement) || undefined);
      opener.current = event.currentTarget as Element;
    };
    const onInput = (event: Event) => {
      const el = event.currentTarget as HTMLInputElement;
      const text = el.value;
      el.value = '';
      show(text);
      opener.current = el;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing) return;
      onClick(event);
    };
    // The trigger's own form (the header's «Найти» button, Enter, requestSubmit) opens the popup
    // with the field's text, or the text typing already moved there: it never leaves the page.
    const forms = new Map<HTMLFormElement, HTMLElement>();
    for (const el of targets) {
      const form = el.closest('form');
      if (form && !forms.has(form)) forms.set(form, el);
    }
    const onSubmit = (event: SubmitEvent) => {
      const form = event.currentTarget as HTMLFormElement;
      const el = forms.get(form);
      if (!el) return;
      event.preventDefault();
      show(value(el) || undefined);
      opener.current = el;
    };
    for (const el of targets) {
      el.addEventListener('click', onClick);
      el.addEventListener('keydown', onKeyDown);
      if (el instanceof HTMLInputElement) el.addEventListener('input', onInput);
    }
    for (const form of forms.keys()) form.addEventListener('submit', onSubmit);
    return () => {
      for (const el of targets) {
        el.removeEventListener('click', onClick);
        el.removeEventListener('keydown', onKeyDown);
        el.removeEventListener('input', onInput);
      }
      for (const form of forms.keys()) form.removeEventListener('submit', onSubmit);
    };
  }, [trigger, show, opener]);
}
