import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { deepActiveElement, tabbableElements } from './tabbable.ts';
import dialogCss from './dialog.css?inline';

/** The dialog's sheet (./dialog.css), for the adopted styles of an element that draws one. */
export const dialogStyles: string = dialogCss;

type DialogCloseReason = 'escape' | 'close-button' | 'backdrop';

interface DialogProps {
  open: boolean;
  /** The reader asked to close it; set `open` to false to do so. */
  onClose: (reason: DialogCloseReason) => void;
  /** The visible title; it labels the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** A line under the title that describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  /** `alertdialog` for urgent messages that need a response. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus on open; default: the first tabbable element inside. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Where focus goes after closing; default: what had focus before opening. */
  returnFocus?: () => Element | null | undefined;
  /** Accessible name of the × button; without it there is no × button. */
  closeLabel?: string;
  /** Whether a click on the backdrop closes it. Default true. */
  closeOnBackdrop?: boolean;
  /** `part` name of the `<dialog>` (default `dialog`); the title gets `{part}-title`. */
  part?: string;
  className?: string;
  children?: ReactNode;
}

/** What {@link useDialogEvents} reads at event time: the latest props of the dialog. */
interface DialogLatest {
  onClose: (reason: DialogCloseReason) => void;
  closeOnBackdrop: boolean;
}

/**
 * Native listeners (slotted light DOM's keys reach the dialog only via the flat tree) for Escape,
 * backdrop and Tab; in a layout effect, as on Preact a passive one missed an Escape before paint.
 */
function useDialogEvents(
  ref: RefObject<HTMLDialogElement | null>,
  latest: RefObject<DialogLatest>,
): void {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let downOnBackdrop = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        latest.current.onClose('escape');
        return;
      }
      // By `code` as well: WebKitGTK names Shift+Tab's key "Unidentified" (code "Tab").
      const tab = event.key === 'Tab' || event.code === 'Tab';
      if (!tab || event.altKey || event.ctrlKey || event.metaKey) return;
      const items = tabbableElements(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const index = items.indexOf(deepActiveElement() as HTMLElement);
      if (event.shiftKey && index <= 0) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (index === -1 || index === items.length - 1)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Escape may also arrive as `cancel` (a close request the keydown did not see).
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      downOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (downOnBackdrop && event.target === dialog && latest.current.closeOnBackdrop) {
        latest.current.onClose('backdrop');
      }
      downOnBackdrop = false;
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [ref, latest]); // stable refs: attached once
}

/**
 * How long an opened dialog stays non-modal, ms: turning modal makes Firefox rebuild its a11y
 * subtree, and Orca must have spoken the focused field by then, or it speaks empty names.
 */
const MODAL_AFTER_MS = 1000;

/** Focuses `initialFocus()`, else the first tabbable element, else the dialog itself. */
function focusInitial(
  dialog: HTMLDialogElement,
  initialFocus: (() => HTMLElement | null | undefined) | undefined,
): void {
  const target = initialFocus?.() ?? tabbableElements(dialog)[0] ?? dialog;
  target.focus();
}

/**
 * Makes the open non-modal `dialog` modal (close, then `showModal()`), keeping focus inside.
 * Returns false, changing nothing, while the focus is in another open dialog (one opened over
 * this one within its first second, as the restore error dialog over the sign-in dialog): turned
 * modal then, this one would make that dialog inert and take its focus. The caller tries again.
 */
function makeModal(
  dialog: HTMLDialogElement,
  initialFocus: (() => HTMLElement | null | undefined) | undefined,
): boolean {
  if (!dialog.isConnected || !dialog.open || dialog.matches(':modal')) return true;
  const focused = deepActiveElement();
  const over = focused?.closest('dialog');
  if (over && over !== dialog && over.open && !over.contains(dialog)) return false;
  dialog.close();
  try {
    dialog.showModal();
  } catch {
    dialog.setAttribute('open', ''); // cannot be modal here: stays open as it was
  }
  if (focused instanceof HTMLElement && shownInside(dialog, focused)) focused.focus();
  else focusInitial(dialog, initialFocus);
  return true;
}

/** Whether `el` is inside `dialog` in the flat tree (slotted light DOM included). */
function shownInside(dialog: HTMLDialogElement, el: Element): boolean {
  for (let node: Node | null = el; node;) {
    if (node === dialog) return true;
    node =
      node instanceof Element && node.assignedSlot
        ? node.assignedSlot
        : node instanceof ShadowRoot
          ? node.host
          : node.parentNode;
  }
  return false;
}

function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="biz-dialog__close"
      part="close"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

/**
 * A modal dialog (WAI-ARIA APG) on a native `<dialog>`; Tab wraps over the flat tree (slotted light
 * DOM too). The parent owns `open`: Escape, × and the backdrop call `onClose`. Needs dialogStyles.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  role = 'dialog',
  initialFocus,
  returnFocus,
  closeLabel,
  closeOnBackdrop = true,
  part = 'dialog',
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const previous = useRef<Element | null>(null);
  /** Whether the open effect has run once (the dialog was in the page before). */
  const mounted = useRef(false);
  // The latest props, for native listeners and effects that must not re-run on each render.
  const latest = useRef({ onClose, initialFocus, returnFocus, closeOnBackdrop });
  useLayoutEffect(() => {
    latest.current = { onClose, initialFocus, returnFocus, closeOnBackdrop };
  });

  useDialogEvents(ref, latest);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restore = () => {
      const target = latest.current.returnFocus?.() ?? previous.current;
      previous.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
    if (open && !dialog.open) {
      previous.current = deepActiveElement();
      // Non-modal first, focus in, while the opener is still in the a11y tree (so it is announced);
      // modal MODAL_AFTER_MS later. Mounting open, it waits a frame for its fields to be in it.
      let frame = 0;
      let timer = 0;
      const showAndFocus = () => {
        try {
          dialog.show();
        } catch {
          dialog.setAttribute('open', '');
        }
        focusInitial(dialog, latest.current.initialFocus);
        frame = 0;
        const turnModal = () => {
          timer = makeModal(dialog, latest.current.initialFocus)
            ? 0
            : window.setTimeout(turnModal, MODAL_AFTER_MS);
        };
        timer = window.setTimeout(turnModal, MODAL_AFTER_MS);
      };
      if (mounted.current) showAndFocus();
      else frame = requestAnimationFrame(showAndFocus);
      mounted.current = true;
      return () => {
        if (frame) cancelAnimationFrame(frame);
        if (timer) window.clearTimeout(timer);
      };
    } else if (!open && dialog.open) {
      dialog.close();
      restore();
    }
    mounted.current = true;
  }, [open]);

  // Removed while open: close it and give focus back.
  useLayoutEffect(
    () => () => {
      const dialog = ref.current;
      if (dialog?.open) {
        dialog.close();
        const target = latest.current.returnFocus?.() ?? previous.current;
        if (target instanceof HTMLElement && target.isConnected) target.focus();
      }
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      part={part}
      className={className ? `biz-dialog ${className}` : 'biz-dialog'}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <div className="biz-dialog__box">
        <div className="biz-dialog__header">
          <h2 id={titleId} className="biz-dialog__title" part={`${part}-title`}>
            {title}
          </h2>
          {closeLabel && <CloseButton label={closeLabel} onClick={() => onClose('close-button')} />}
        </div>
        {description && (
          <p id={descriptionId} className="biz-dialog__description">
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}
