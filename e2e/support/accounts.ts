/** Practitioners created on the fresh e2e database before the server starts: one per spec file, plus spares. */
export interface Account {
  email: string;
  name: string;
  password: string;
}

const PASSWORD = 'e2e-Meche-mot-de-passe';

const account = (key: string, name: string): Account => ({ email: `${key}@e2e.meche.test`, name, password: PASSWORD });

export const accounts = {
  shell: account('shell', 'Sophie Durand'),
  shellProfile: account('shell-profile', 'Julien Moreau'),
  shellSession: account('shell-session', 'Nadia Benali'),
  clients: account('clients', 'Claire Lefèvre'),
  catalogue: account('catalogue', 'Marc Girard'),
  programmes: account('programmes', 'Inès Fontaine'),
  xss: account('xss', 'Hugo Lambert'),
  a11y: account('a11y', 'Emma Roux'),
  forms: account('forms', 'Lucas Martin'),
  delivery: account('delivery', 'Anne Lemoine'),
  // The delivery spec's other tests expect an empty catalogue: the moved-page test has products of its own.
  deliveryNames: account('delivery-names', 'Hélène Faure'),
  sameSite: account('same-site', 'Rémi Garnier'),
  settings: account('settings', 'Claire Dubois'),
  contraindications: account('contraindications', 'Chloé Mercier'),
  sheets: account('sheets', 'Margaux Perrin'),
  photos: account('photos', 'Camille Rey'),
  mistakes: account('mistakes', 'Jeanne Aubert'),
  backups: account('backups', 'Sarah Colin'),
  imports: account('imports', 'Agathe Morel'),
  agenda: account('agenda', 'Louise Garnier'),
  mail: account('mail', 'Léna Marchand'),
  importsA11y: account('imports-a11y', 'Bastien Roy'),
  carePlanning: account('care-planning', 'Louise Garnier'),
  dayTwo: account('day-two', 'Mathilde Blanc'),
  dayTwoRules: account('day-two-rules', 'Louise Garnier'),
  dayTwoCoverage: account('day-two-coverage', 'Rose Lambert'),
  clientLink: account('client-link', 'Élise Garnier'),
  remoteGenerator: account('remote-generator', 'Nora Vidal'),
  spare1: account('spare1', 'Paul Bernard'),
  spare2: account('spare2', 'Léa Petit'),
} satisfies Record<string, Account>;
