import { createContext } from 'react';

/** A context created by the lib itself, as useConfirm's used to be: the counter-example of the two-copies test. */
export const OwnContext = createContext<string | null>(null);
