import type { Photo } from '@meche/contracts';
import { formatDate } from '@meche/ui';

/** How a photo is named to a screen reader and on buttons: its zone and the day it was taken. */
export const photoLabel = (photo: Pick<Photo, 'zone' | 'takenOn'>) => `${photo.zone} du ${formatDate(photo.takenOn)}`;
