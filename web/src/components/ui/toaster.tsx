import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DRAG_DISMISS_RATIO, dismissToast, toastsAtom, type ToastItem } from '../../lib/toast';
import { useAtomValue } from '../../lib/use-atom';
import { CloseIcon } from './icons';

/** One toast: closes after its duration, pauses while hovered or touched, dismissed by a sideways drag. */
function Toast({ item }: { item: ToastItem }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remaining = useRef(item.duration);
  const drag = useRef<{ startX: number; width: number } | null>(null);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, item.id]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    drag.current = { startX: event.clientX, width: event.currentTarget.offsetWidth || 1 };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setPaused(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset(event.clientX - drag.current.startX);
  };
  const onPointerEnd = () => {
    const current = drag.current;
    drag.current = null;
    if (current && Math.abs(offset) > current.width * TOAST_DRAG_DISMISS_RATIO) {
      dismissToast(item.id);
      return;
    }
    setOffset(0);
    setPaused(false);
  };

  return (
    <div
      className={`toast toast--${item.kind}`}
      role={item.kind === 'error' ? 'alert' : 'status'}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 300, 0.7) } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => !drag.current && setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <p className="toast__message">{item.message}</p>
      {item.kind !== 'quick' ? (
        <button type="button" className="toast__close" onClick={() => dismissToast(item.id)} aria-label={t('common.close')}>
          <CloseIcon size={18} />
        </button>
      ) : null}
      {item.kind !== 'quick' ? (
        <span
          className="toast__progress"
          style={{ animationDuration: `${item.duration}ms`, animationPlayState: paused ? 'paused' : 'running' }}
        />
      ) : null}
    </div>
  );
}

/** Two stacks: success/error/info at the top right, quick confirmations at the bottom centre. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const quick = toasts.filter((item) => item.kind === 'quick');
  const regular = toasts.filter((item) => item.kind !== 'quick');
  return (
    <>
      <div className="toaster toaster--top-right" aria-live="polite">
        {regular.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
      <div className="toaster toaster--bottom-center" aria-live="polite">
        {quick.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
    </>
  );
}
