import { useEffect, useRef } from 'react';

/**
 * These screens open below the client's file: on arrival the section is scrolled into view and its
 * heading focused, so sighted and screen-reader users both land on what they asked for. `enabled` is read on
 * arrival only: a page opened for one of its parts lets that part reveal itself instead.
 */
export function useReveal<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const heading = ref.current;
    if (!heading || !enabled) return;
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only, as the comment above says
  }, []);
  return ref;
}
