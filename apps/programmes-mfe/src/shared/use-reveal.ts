import { useEffect, useRef } from 'react';

/**
 * These screens open below the client's file: on arrival the section is scrolled into view and its
 * heading focused, so sighted and screen-reader users both land on what they asked for.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const heading = ref.current;
    if (!heading) return;
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, []);
  return ref;
}
