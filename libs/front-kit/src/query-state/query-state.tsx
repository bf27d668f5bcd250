import type { ReactNode } from 'react';
import { Spinner } from '@meche/ui';
import { describeFailure, type FailureWording } from '../failure/describe-failure';
import styles from './query-state.module.css';

const RETRY_LABEL = 'Réessayer';

/** What the block reads of a react-query result (useQuery's, or any with the same fields). */
interface QueryLike<TData> {
  data: TData | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export interface QueryStateProps<TData> {
  query: QueryLike<TData>;
  /** The spinner's label while nothing is there yet ('Chargement des clients…'). */
  loading: string;
  /** How a failure reads: the screen's wording, or one fixed sentence. */
  failure?: FailureWording | string;
  /** 'Réessayer' beside the failure (on by default); off where the screen has nothing to try again. */
  retry?: boolean;
  /** When the data holds nothing to show: `empty` is shown instead of the children. */
  isEmpty?(data: TData): boolean;
  empty?: ReactNode;
  /** What shows once the data is there: a node, or a function of the data. */
  children?: ReactNode | ((data: TData) => ReactNode);
}

/**
 * The three states every screen loading data goes through, said the same way everywhere: a labelled spinner, the
 * failure as an alert with 'Réessayer', the empty text. Data already shown stays when a refresh in the background
 * fails: the practitioner keeps what they were reading.
 */
export function QueryState<TData>({ query, loading, failure, retry = true, isEmpty, empty, children }: QueryStateProps<TData>) {
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return <>{empty}</>;
    return <>{typeof children === 'function' ? children(query.data) : children}</>;
  }
  if (query.isError) {
    const message = typeof failure === 'string' ? failure : describeFailure(query.error, failure).message;
    return (
      <div role="alert" className={styles.failure}>
        <p>{message}</p>
        {retry ? (
          <button type="button" className="meche-btn" onClick={() => void query.refetch()}>
            {RETRY_LABEL}
          </button>
        ) : null}
      </div>
    );
  }
  return query.isPending ? <Spinner label={loading} /> : null;
}
