// Questionnaire links: their states' labels, as plain values: no zod here, so a page that only shows them does not
// load the schemas (zod is about 24 KB on a phone's network). The schemas import them from here.

export const LINK_STATES = ['active', 'expired', 'revoked', 'submitted'] as const;
export const LINK_STATE_LABELS: Record<(typeof LINK_STATES)[number], string> = {
  active: 'Lien actif',
  expired: 'Lien expiré',
  revoked: 'Lien révoqué',
  submitted: 'Réponses reçues',
};
