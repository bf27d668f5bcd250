import { lazyDateFormat } from '@meche/ui';
import type { DraftOffer } from './use-draft';

const time = lazyDateFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

const DRAFT_MESSAGES = {
  found: (savedAt: string) => `Un brouillon non enregistré a été retrouvé (${time().format(new Date(savedAt))}).`,
  restore: 'Reprendre le brouillon',
  discard: 'Ignorer le brouillon',
} as const;

/** Offers a draft back (a form's, the planning's): nothing is put on screen until the practitioner says so. */
export function DraftNotice({ draft }: { draft: DraftOffer }) {
  if (!draft.offered) return null;
  return (
    <div role="status" className="meche-draft">
      <p className="meche-draft__text">{DRAFT_MESSAGES.found(draft.offered.savedAt)}</p>
      <div className="meche-draft__actions">
        <button type="button" className="meche-btn meche-btn--primary meche-btn--small" onClick={draft.restore}>
          {DRAFT_MESSAGES.restore}
        </button>
        <button type="button" className="meche-btn meche-btn--small" onClick={draft.discard}>
          {DRAFT_MESSAGES.discard}
        </button>
      </div>
    </div>
  );
}
