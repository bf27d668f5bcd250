import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { photoQueries, type PhotoVariant } from '@meche/api-client';
import { PHOTO_MESSAGES } from '../messages';
import styles from './photo-follow-up.module.css';

/** One photo's image or thumbnail, fetched with the session (never a public URL), with a placeholder meanwhile. */
interface PhotoImageProps {
  id: number;
  variant: PhotoVariant;
  alt: string;
  className?: string;
  /** The zoom's width. */
  style?: CSSProperties;
}

export function PhotoImage({ id, variant, alt, className, style }: PhotoImageProps) {
  const image = useQuery(photoQueries.image(id, variant));
  if (image.isError) return <span className={`${styles.placeholder} ${className ?? ''}`}>{PHOTO_MESSAGES.imageFailed}</span>;
  if (image.isPending) return <span className={`${styles.placeholder} ${className ?? ''}`} role="status" aria-label={`Chargement de ${alt}`} />;
  return <img src={image.data} alt={alt} className={className} style={style} />;
}
