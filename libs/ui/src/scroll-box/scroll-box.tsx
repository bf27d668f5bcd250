import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface ScrollBoxProps {
  /** The scrolling element's own class (its overflow and width rules). */
  className?: string;
  /**
   * For content with nothing focusable (a table of values only): the box becomes a named region reached with Tab, so
   * the keyboard can scroll it too.
   */
  label?: string;
  children: ReactNode;
}

interface Hidden {
  start: boolean;
  end: boolean;
}

/** One pixel of slack: a zoomed page rounds scroll positions. */
const SLACK = 1;

function hiddenSides(box: HTMLElement): Hidden {
  const end = box.scrollWidth - box.clientWidth - box.scrollLeft;
  return { start: box.scrollLeft > SLACK, end: end > SLACK };
}

/**
 * A table that scrolls sideways in its own box on a narrow screen, with a shade on the side where columns are out of
 * sight: without it, at 390 px nothing says the row's buttons are one swipe away.
 */
export function ScrollBox({ className, label, children }: ScrollBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () =>
      setHidden((current) => {
        const next = hiddenSides(box);
        return next.start === current.start && next.end === current.end ? current : next;
      });
    update();
    box.addEventListener('scroll', update, { passive: true });
    // The table's width changes with its rows (a page of results, a row added) and the box's with the window.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(box);
    if (box.firstElementChild) resize?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);

  return (
    <div className="meche-scroll" data-hidden-start={hidden.start || undefined} data-hidden-end={hidden.end || undefined}>
      <div ref={ref} className={className} {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
        {children}
      </div>
    </div>
  );
}
