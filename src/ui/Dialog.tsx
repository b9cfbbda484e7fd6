/**
 * A modal dialog (WAI-ARIA APG "Dialog (Modal)"), reusable by every element that needs one:
 * the sign-in dialog, its success and error dialogs, and later the search popup and the push
 * prompt.
 *
 * - A native `<dialog>` opened with `showModal()`: it sits in the top layer, the rest of the page
 *   is inert (no clicks, no focus, hidden from assistive technology), `::backdrop` dims it.
 * - `role="dialog"` (or `alertdialog`), `aria-modal="true"`, labelled by its visible title and
 *   described by `description` when given.
 * - Focus moves in on open (`initialFocus`, else the first tabbable element; shown non-modally
 *   first, modal {@link MODAL_AFTER_MS} later, see the open effect), Tab and Shift+Tab
 *   wrap inside it, Escape closes it, and focus returns to `returnFocus()` or to the element
 *   that had focus before it opened.
 * - Tab order is computed over the flat tree: open shadow roots and slotted light-DOM content
 *   (the sign-in forms live in light DOM for password managers) are walked in rendering order.
 * - The parent owns `open`: every way of closing (Escape, the × button, a click on the backdrop)
 *   calls `onClose(reason)`; the dialog closes when the parent sets `open` to false.
 *
 * Add {@link dialogStyles} (exported here, so the sheet comes with the component's chunk) to the
 * element's adopted styles.
 * @example
 * <Dialog open={open} title="Вход" onClose={() => setOpen(false)} closeLabel={t('action.close')}>
 *   …
 * </Dialog>
 */
import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { deepActiveElement, tabbableElements } from './tabbable.ts';
import dialogCss from './dialog.css?inline';

/** The dialog's sheet (./dialog.css), for the adopted styles of an element that draws one. */
export const dialogStyles: string = dialogCss;

/** Why a dialog asks to close. */
type DialogCloseReason = 'escape' | 'close-button' | 'backdrop';

/** Props of {@link Dialog}. */
interface DialogProps {
  /** Whether the dialog is shown (modal). */
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
  /** Extra class of the `<dialog>`. */
  className?: string;
  children?: ReactNode;
}

/** What {@link useDialogEvents} reads at event time: the latest props of the dialog. */
interface DialogLatest {
  onClose: (reason: DialogCloseReason) => void;
  closeOnBackdrop: boolean;
}

/**
 * Native listeners on the `<dialog>` in `ref`: Escape (keydown or `cancel`) and a click that both
 * started and ended on the backdrop call `latest.current.onClose`; Tab and Shift+Tab wrap over
 * {@link tabbableElements}. Native, because keys from slotted light-DOM content reach the
 * `<dialog>` through the flat tree, but not through React's tree (a portal renders them
 * elsewhere). Attached once, on mount, in a layout effect: they are in place before the open
 * effect below calls `showModal()` (a dialog that mounts open, loaded with the request to open
 * it, src/element/lazy-part.tsx). A passive effect runs after the next paint on Preact, and an
 * Escape before it closed the native dialog without telling the parent.
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
 * How long an opened dialog stays non-modal before it turns modal, ms. Turning a shown
 * dialog modal (`close()`, `showModal()`) makes Firefox build its accessibility subtree anew:
 * the field focus had moved to is then a dead object. Orca takes 0.3–0.6 s to speak a new focus
 * (measured under `npm run sr`); when the rebuild came two frames after the focus, as it did,
 * Orca was still reading the dead field and spoke its empty names («dialog», «entry.»), in 2 of 8
 * opens. Orca says nothing for the rebuilt copy (it takes it up quietly as the same focus), so
 * the first announcement must be over before the rebuild. Meanwhile the page around is not inert
 * (Tab still wraps inside, see {@link useDialogEvents}) and dialog.css draws the dimming.
 */
const MODAL_AFTER_MS = 1000;

/**
 * Moves focus into `dialog`: to `initialFocus()`, else its first tabbable element, else the
 * dialog itself.
 */
function focusInitial(
  dialog: HTMLDialogElement,
  initialFocus: (() => HTMLElement | null | undefined) | undefined,
): void {
  const target = initialFocus?.() ?? tabbableElements(dialog)[0] ?? dialog;
  target.focus();
}

/**
 * Makes the open, non-modal `dialog` modal (`showModal()` needs it closed first), keeping focus
 * where it is inside; nothing when it has closed or gone meanwhile, or is modal already.
 */
function makeModal(
  dialog: HTMLDialogElement,
  initialFocus: (() => HTMLElement | null | undefined) | undefined,
): void {
  if (!dialog.isConnected || !dialog.open || dialog.matches(':modal')) return;
  const focused = deepActiveElement();
  dialog.close();
  try {
    dialog.showModal();
  } catch {
    dialog.setAttribute('open', ''); // cannot be modal here: stays open as it was
  }
  if (focused instanceof HTMLElement && shownInside(dialog, focused)) focused.focus();
  else focusInitial(dialog, initialFocus);
}

/**
 * Whether `el` is drawn inside `dialog`: a descendant in the flat tree, slotted light-DOM content
 * (the sign-in forms) included.
 */
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

/** The header's × button, named by `label`. */
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

/** A modal dialog; see the module comment. */
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
  // The latest callbacks, for native listeners and effects that should not re-run on each render.
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
      // In two steps. First shown non-modally with focus moved in, while the opener
      // is still in the accessibility tree: a screen reader hears focus come from the page into
      // the dialog, with the dialog's name. MODAL_AFTER_MS later made modal (the page inert,
      // the backdrop), focus kept: the inert page leaving the tree is then no change of focus
      // for the reader. In one step, Firefox took the focused opener out of the tree first and
      // Orca quietly took the field that had focus as its own: opening sign-in said nothing (12
      // of 12 opens). Two frames apart was too soon (see MODAL_AFTER_MS).
      // A dialog that mounts open (its chunk came with the request) waits a frame first, so
      // that its title and fields are in the accessibility tree when focus arrives (Orca once
      // said «dialog», «entry» with no names).
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
        timer = window.setTimeout(() => {
          timer = 0;
          makeModal(dialog, latest.current.initialFocus);
        }, MODAL_AFTER_MS);
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
