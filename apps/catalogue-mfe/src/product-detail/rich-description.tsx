import { useMemo } from 'react';
import { sanitizeDescription } from './sanitize-description';
import styles from './rich-description.module.css';

interface RichDescriptionProps {
  html: string | null | undefined;
  emptyText?: string;
}

/** Shows a stored description; the HTML reaches the DOM only after DOMPurify. */
export function RichDescription({ html, emptyText = 'Aucune description.' }: RichDescriptionProps) {
  const safe = useMemo(() => sanitizeDescription(html), [html]);
  if (!safe.trim()) return <p className={styles.empty}>{emptyText}</p>;
  return <div className={styles.description} dangerouslySetInnerHTML={{ __html: safe }} />;
}
