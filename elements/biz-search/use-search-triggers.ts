/** How the page opens the search popup (docs/behaviour.md#search): shortcuts and `trigger`. */
import { useEffect, useState, type RefObject } from 'react';

/** Roles of widgets that take typed text (a key there is text, never a shortcut). */
const TEXT_ROLES = '[role=textbox], [role=searchbox], [role=combobox], [role=spinbutton]';
const NON_TEXT_INPUTS = [
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'range',
  'color',
  'image',
];

/** Whether `el` is a field the reader types into. */
function isEditable(el: Element): boolean {
  if (!(el instanceof HTMLElement)) return false;
  return (
    el.isContentEditable ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLInputElement && !NON_TEXT_INPUTS.includes(el.type)) ||
    el.matches(TEXT_ROLES)
  );
}

/** Whether a key is pressed in a field (in any open shadow root). */
function typing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  return target instanceof Element && isEditable(target);
}

/**
 * Whether «/» may open the popup (WCAG 2.1.4): only while nothing holds focus or a caret, where a
 * reader types or a screen reader's browse mode passes keys on.
 */
function slashMayOpen(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (target instanceof Element && target !== document.body && target !== document.documentElement)
    return false;
  // A caret in the page's text is on a text node (a field's is on an element).
  const selection = document.getSelection();
  return (
    !selection || selection.type === 'None' || selection.anchorNode?.nodeType !== Node.TEXT_NODE
  );
}

/** Whether `el` is drawn (not `display: none`, `visibility: hidden` or in a hidden subtree). */
function drawn(el: Element): boolean {
  return typeof el.checkVisibility === 'function'
    ? el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)
    : el.getClientRects().length > 0;
}

/** The submit buttons of `form`. */
function submitButtons(form: HTMLFormElement): HTMLElement[] {
  return Array.from(
    form.querySelectorAll<HTMLElement>(
      'button:not([type]), button[type=submit], input[type=submit]',
    ),
  );
}

/** Every page control `trigger` names, or [] (an invalid selector is warned about once). */
function findTriggers(trigger: string | undefined, warn: boolean): HTMLElement[] {
  if (!trigger) return [];
  try {
    return Array.from(document.querySelectorAll<HTMLElement>(trigger));
  } catch {
    if (warn)
      console.warn(`[biz-widgets] <biz-search>: trigger "${trigger}" is not a valid selector`);
    return [];
  }
}

/**
 * Gives the `trigger` controls `aria-haspopup="dialog"`, and `aria-expanded` to those that are not
 * text fields (not allowed there) and to their forms' submit buttons; restored after.
 */
function usePopupState(trigger: string | undefined, open: boolean): void {
  useEffect(() => {
    const targets = findTriggers(trigger, false);
    const expanding = new Set<HTMLElement>();
    for (const el of targets) {
      if (!isEditable(el)) expanding.add(el);
      const form = el.closest('form');
      if (form) submitButtons(form).forEach((button) => expanding.add(button));
    }
    const touched = new Map<HTMLElement, [string | null, string | null]>();
    for (const el of new Set([...targets, ...expanding])) {
      touched.set(el, [el.getAttribute('aria-haspopup'), el.getAttribute('aria-expanded')]);
      el.setAttribute('aria-haspopup', 'dialog');
      if (expanding.has(el)) el.setAttribute('aria-expanded', String(open));
    }
    return () => {
      touched.forEach(([haspopup, expanded], el) => {
        if (haspopup === null) el.removeAttribute('aria-haspopup');
        else el.setAttribute('aria-haspopup', haspopup);
        if (expanded === null) el.removeAttribute('aria-expanded');
        else el.setAttribute('aria-expanded', expanded);
      });
    };
  }, [trigger, open]);
}

/**
 * Opens the popup on Ctrl+K, «/» and the `trigger` controls: a text field on Enter or its form's
 * submit, never while typing (WCAG 3.2.2); other triggers also on a click.
 * @param trigger CSS selector of page controls (an invalid one is warned about and ignored)
 * @param show opens the popup, with a query text when given
 * @param opener receives the control that opened it (focus returns there)
 * @param options `slash`: «/» opens it; `open`: the popup shows (the triggers' `aria-expanded`)
 * @returns whether some trigger (or its form's submit button) is drawn now
 */
export function useSearchTriggers(
  trigger: string | undefined,
  show: (text?: string) => void,
  opener: RefObject<Element | null>,
  options: { slash: boolean; open: boolean },
): boolean {
  const { slash: slashOn, open } = options;
  const [pageCanOpen, setPageCanOpen] = useState(true);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const chord =
        (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        slashOn &&
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !typing(event) &&
        slashMayOpen(event);
      if (!chord && !slash) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show, slashOn]);

  useEffect(() => {
    const targets = findTriggers(trigger, true);
    const value = (el: HTMLElement) => (el instanceof HTMLInputElement ? el.value : undefined);
    const onClick = (event: Event) => {
      event.preventDefault();
      show(value(event.currentTarget as HTMLElement) || undefined);
      opener.current = event.currentTarget as Element;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing) return;
      onClick(event);
    };
    // Their forms' submit opens the popup with the field's text, never leaving the page.
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
    const clickable = targets.filter((el) => !isEditable(el));
    for (const el of targets) el.addEventListener('keydown', onKeyDown);
    for (const el of clickable) el.addEventListener('click', onClick);
    for (const form of forms.keys()) form.addEventListener('submit', onSubmit);

    // A page that hides its field on phones leaves the element's own button as the way in.
    const watched = [...targets, ...Array.from(forms.keys()).flatMap(submitButtons)];
    // Measured in the observer's first callback: here it would force the loading page's layout.
    const observer = new ResizeObserver(() => setPageCanOpen(watched.some(drawn)));
    watched.forEach((el) => observer.observe(el));
    if (!watched.length) setPageCanOpen(false);
    return () => {
      observer.disconnect();
      for (const el of targets) el.removeEventListener('keydown', onKeyDown);
      for (const el of clickable) el.removeEventListener('click', onClick);
      for (const form of forms.keys()) form.removeEventListener('submit', onSubmit);
    };
  }, [trigger, show, opener]);

  usePopupState(trigger, open);
  return pageCanOpen;
}
