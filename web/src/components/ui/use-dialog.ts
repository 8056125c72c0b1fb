import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';
/** What a person fills in; a dialog opens on the first of these, or on one marked data-autofocus. */
const FIELD =
  'input:not([disabled]):not([readonly]):not([type="hidden"]):not([type="file"]),select:not([disabled]),textarea:not([disabled]):not([readonly])';

/** The dialogs open now, innermost last: only the innermost one answers keys and keeps focus. */
const openDialogs: symbol[] = [];

const isInnermost = (id: symbol) => openDialogs[openDialogs.length - 1] === id;

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]'));
}

/** Can the element take focus back? Gone, disabled or hidden controls cannot. */
function canTakeFocus(el: HTMLElement | null): el is HTMLElement {
  return !!el && el.isConnected && !el.matches(':disabled') && !el.closest('[hidden],[inert]');
}

/** The first field (or the element marked data-autofocus), else the dialog itself so its title is read. */
export function focusFirstField(dialog: HTMLElement) {
  const target =
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    [...dialog.querySelectorAll<HTMLElement>(FIELD)].find((el) => !el.closest('[hidden],[inert]')) ??
    dialog;
  if (target === dialog && !dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
  target.focus();
}

/**
 * Where focus goes back to on close: the control that opened the dialog, or when that control is
 * gone or disabled by then (a quote button replaced by "You lead"), the nearest container of it
 * still on the page, so the next Tab continues from the same place instead of the page's top.
 */
function returnFocus(opener: HTMLElement | null, openerAncestors: HTMLElement[]) {
  if (canTakeFocus(opener)) {
    opener.focus();
    return;
  }
  const container = openerAncestors.find((el) => el.isConnected && el !== document.body && !el.closest('[hidden],[inert]'));
  if (!container) return;
  if (!container.matches(FOCUSABLE) && !container.hasAttribute('tabindex')) container.tabIndex = -1;
  container.focus({ preventScroll: true });
}

interface DialogBehaviour {
  open: boolean;
  /** Called on Escape when `canClose` is true. */
  onClose: () => void;
  /** False while a request runs (spec §2: the modal cannot be closed then). */
  canClose: boolean;
}

/**
 * The one behaviour every dialog shares: focus moves to its first field when it opens and stays
 * inside while it is open (Tab wraps), Escape closes it, and on close focus returns to the control
 * that opened it. Nested dialogs stack: only the innermost answers.
 */
export function useDialog(ref: RefObject<HTMLElement | null>, { open, onClose, canClose }: DialogBehaviour) {
  const latest = useRef({ onClose, canClose });
  latest.current = { onClose, canClose };

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const id = Symbol('dialog');
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body && !dialog.contains(active) ? active : null;
    const openerAncestors: HTMLElement[] = [];
    for (let el = opener?.parentElement ?? null; el; el = el.parentElement) openerAncestors.push(el);
    openDialogs.push(id);
    document.body.classList.add('no-scroll');
    focusFirstField(dialog);

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isInnermost(id)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (latest.current.canClose) latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables(dialog);
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement as HTMLElement | null;
      const inside = !!current && list.includes(current);
      if (event.shiftKey && (current === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that wanders out (a tap on the page behind, a screen reader's jump) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (isInnermost(id) && event.target instanceof Node && !dialog.contains(event.target)) focusFirstField(dialog);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openDialogs.indexOf(id);
      if (index >= 0) openDialogs.splice(index, 1);
      if (openDialogs.length === 0) document.body.classList.remove('no-scroll');
      // With an outer dialog still open, its focusin handler keeps focus inside it.
      returnFocus(opener, openerAncestors);
    };
  }, [open, ref]);
}
