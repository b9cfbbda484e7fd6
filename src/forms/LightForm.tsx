/**
 * Credential forms in light DOM (many password managers ignore shadow roots), each field styled by
 * its own shadow host's `!important` `::slotted` rules, which beat page rules. Inputs are
 * uncontrolled, as autofill may write `value` without an `input` event.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { stylesheet } from '../element/define.ts';
import css from './light-form.css?inline';

interface ShadowBoxProps {
  /** What the box's shadow root renders (with `<slot>`s for the light children). */
  chrome: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A `<div>` with its own shadow root that renders `chrome` and slots `children`. */
function ShadowBox({ chrome, children, className }: ShadowBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const host = ref.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [stylesheet(css)];
    setRoot(shadow);
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
      {root && createPortal(chrome, root)}
    </div>
  );
}

interface LightFieldProps {
  /** The visible label (a real `<label for>` of the input). */
  label: string;
  /** The input's attributes: at least `name`, `type` and `autoComplete`. */
  input: InputHTMLAttributes<HTMLInputElement> & { name: string };
  /** A hint under the input (`aria-describedby`). */
  hint?: string;
  /** Adds a show-password toggle (a button with `aria-pressed`); its accessible name. */
  toggleLabel?: string;
  /** The server refused the last send of the form (`aria-invalid` until the next one). */
  invalid?: boolean;
}

function Eye({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {!open && (
        <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** One labelled input of a light-DOM credential form, with an optional show-password toggle. */
export function LightField({ label, input, hint, toggleLabel, invalid }: LightFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [shown, setShown] = useState(false);
  const type = toggleLabel && shown ? 'text' : input.type;
  const chrome = (
    <div className="field">
      <slot name="label" />
      <div className={toggleLabel ? 'control control--toggle' : 'control'}>
        <slot />
        {toggleLabel && (
          <button
            type="button"
            className="toggle"
            aria-label={toggleLabel}
            title={toggleLabel}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            <Eye open={shown} />
          </button>
        )}
      </div>
      {hint && <slot name="hint" />}
    </div>
  );
  return (
    <ShadowBox chrome={chrome} className="biz-field">
      <label slot="label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        type={type}
        spellCheck={input.type === 'password' || input.type === 'email' ? false : input.spellCheck}
        autoCapitalize={input.type === 'text' ? input.autoCapitalize : 'off'}
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={invalid || undefined}
      />
      {hint && (
        <small slot="hint" id={hintId}>
          {hint}
        </small>
      )}
    </ShadowBox>
  );
}

interface LightSubmitProps {
  label: string;
  /** The text while a request runs (shown with a spinner, `aria-busy`). */
  busyLabel: string;
  /** A request runs: the button shows progress and ignores presses (`aria-disabled`). */
  busy: boolean;
  disabled: boolean;
}

/** A real submit `<button>` (for Enter and password managers); busy: only `aria-disabled`. */
function LightSubmit({ label, busyLabel, busy, disabled }: LightSubmitProps) {
  const chrome = (
    <div className="actions">
      <slot />
      {busy && <span className="spinner" aria-hidden="true" />}
    </div>
  );
  return (
    <ShadowBox chrome={chrome} className="biz-actions">
      <button
        type="submit"
        data-part="submit"
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy ? busyLabel : label}
      </button>
    </ShadowBox>
  );
}

interface LightFormProps extends LightSubmitProps {
  /** The host's slot the form goes to (`login`, `password`…). */
  slot: string;
  formRef: (form: HTMLFormElement | null) => void;
  /** The form's `action` URL (POST); empty for none. */
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A real `<form method="post" novalidate>` in light DOM, ending in a {@link LightSubmit}. */
export function LightForm({
  slot,
  formRef,
  action,
  onSubmit,
  children,
  ...submit
}: LightFormProps) {
  return (
    <form
      slot={slot}
      ref={formRef}
      method="post"
      action={action || undefined}
      noValidate
      onSubmit={onSubmit}
    >
      {children}
      <LightSubmit {...submit} />
    </form>
  );
}

function matches(el: Element, selector: string): boolean {
  try {
    return el.matches(selector);
  } catch {
    return false; // a browser without this pseudo-class
  }
}

/** Whether the browser autofilled `input` (its value may read as '' until the reader interacts). */
function isAutofilled(input: HTMLInputElement): boolean {
  return matches(input, ':autofill') || matches(input, ':-webkit-autofill');
}

/** The inputs of `form` that must not be empty: every visible text-like input. */
function requiredInputs(form: HTMLFormElement): HTMLInputElement[] {
  return Array.from(form.elements).filter(
    (el): el is HTMLInputElement =>
      el instanceof HTMLInputElement &&
      !el.disabled &&
      !['hidden', 'checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image'].includes(
        el.type,
      ),
  );
}

/** No input of `form` is empty (autofilled counts; spaces fill a password, not a text field). */
export function isFormFilled(form: HTMLFormElement): boolean {
  const inputs = requiredInputs(form);
  return (
    inputs.length > 0 &&
    inputs.every(
      (input) =>
        (input.type === 'password' ? input.value !== '' : input.value.trim() !== '') ||
        isAutofilled(input),
    )
  );
}

/**
 * {@link isFormFilled}, kept current: autofill may fire no `input`, so also on `change`, the
 * `biz-autofill` animation (`:autofill`), pointer entry, and every `pollMs` while focused.
 */
export function useFormFilled(form: HTMLFormElement | null, pollMs = 250): boolean {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!form) return;
    let timer: number | undefined;
    const check = () => setFilled(isFormFilled(form));
    const stop = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
    };
    const tick = () => {
      check();
      if (!form.isConnected || !matches(form, ':focus-within')) stop();
    };
    const onFocusIn = () => {
      check();
      if (timer === undefined) timer = window.setInterval(tick, pollMs);
    };
    const onAnimation = (event: AnimationEvent) => {
      if (event.animationName.startsWith('biz-autofill')) check();
    };
    const onReset = () => queueMicrotask(check);
    check();
    form.addEventListener('input', check);
    form.addEventListener('change', check);
    form.addEventListener('pointerover', check);
    form.addEventListener('focusin', onFocusIn);
    form.addEventListener('animationstart', onAnimation);
    form.addEventListener('reset', onReset);
    if (matches(form, ':focus-within')) onFocusIn();
    return () => {
      stop();
      form.removeEventListener('input', check);
      form.removeEventListener('change', check);
      form.removeEventListener('pointerover', check);
      form.removeEventListener('focusin', onFocusIn);
      form.removeEventListener('animationstart', onAnimation);
      form.removeEventListener('reset', onReset);
    };
  }, [form, pollMs]);
  return filled;
}

/** The form's named text values (what `FormData` holds, files left out). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') out[key] = value;
  });
  return out;
}

/** The first empty input of `form`, else its first input (where focus should go). */
export function firstEmptyInput(form: HTMLFormElement | null | undefined): HTMLElement | null {
  if (!form) return null;
  const inputs = requiredInputs(form);
  return inputs.find((input) => input.value === '' && !isAutofilled(input)) ?? inputs[0] ?? null;
}
