import { useEffect, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert], [hidden]'),
  );
}

interface ModalProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  /** A sheet from the bottom (centred on wider screens) or a drawer from the right. */
  variant?: 'dialog' | 'drawer';
  children: ReactNode;
}

/**
 * A small headless accessible modal: role dialog with aria-modal, named by its heading; focus moves
 * in on open (to `[data-autofocus]` or the panel), Tab and Shift+Tab stay inside, Escape and the
 * backdrop close it, and focus returns to whatever opened it. Everything beside it (the page) is
 * inert while it is open.
 */
export function Modal({ labelledBy, onClose, variant = 'dialog', children }: ModalProps) {
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const container = panel.current;
    if (!container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const siblings = [...(layer.current?.parentElement?.children ?? [])].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== layer.current && !element.inert,
    );
    for (const element of siblings) element.inert = true;
    (container.querySelector<HTMLElement>('[data-autofocus]') ?? container).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      for (const element of siblings) element.inert = false;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div ref={layer} className={styles.layer}>
      <div className={styles.backdrop} role="presentation" onClick={() => onClose()} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={variant === 'drawer' ? styles.drawer : styles.dialog}
      >
        {children}
      </div>
    </div>
  );
}
