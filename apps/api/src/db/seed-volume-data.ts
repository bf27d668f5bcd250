/**
 * The word lists the volume seeder draws from: common French first and last names (accents, apostrophes,
 * hyphens and spaces included, so the search and sort keys are exercised), cities with their zip codes, a
 * product catalogue. Plain data; the seeder computes every derived form with the app's own functions.
 */
import type { Sex, Tva } from '@meche/contracts';

export const FIRST_NAMES: ReadonlyArray<readonly [string, Sex]> = [
  ['Éloïse', 'F'], ['Hélène', 'F'], ['Chloé', 'F'], ['Zoé', 'F'], ['Léa', 'F'], ['Inès', 'F'], ['Anaïs', 'F'],
  ['Maëlle', 'F'], ['Noémie', 'F'], ['Camille', 'F'], ['Manon', 'F'], ['Emma', 'F'], ['Jade', 'F'], ['Louise', 'F'],
  ['Alice', 'F'], ['Lina', 'F'], ['Rose', 'F'], ['Anna', 'F'], ['Julia', 'F'], ['Mila', 'F'], ['Ambre', 'F'],
  ['Juliette', 'F'], ['Margaux', 'F'], ['Clémence', 'F'], ['Océane', 'F'], ['Sarah', 'F'], ['Laura', 'F'],
  ['Marie', 'F'], ['Nathalie', 'F'], ['Isabelle', 'F'], ['Sylvie', 'F'], ['Catherine', 'F'], ['Françoise', 'F'],
  ['Christine', 'F'], ['Valérie', 'F'], ['Sophie', 'F'], ['Sandrine', 'F'], ['Céline', 'F'], ['Aurélie', 'F'],
  ['Émilie', 'F'], ['Mélanie', 'F'], ['Agnès', 'F'], ['Bérénice', 'F'], ['Gaëlle', 'F'], ['Joëlle', 'F'],
  ['Anne-Sophie', 'F'], ['Marie Claire', 'F'], ['Solène', 'F'], ['Axelle', 'F'], ['Victoire', 'F'],
  ['Gabriel', 'M'], ['Léo', 'M'], ['Raphaël', 'M'], ['Louis', 'M'], ['Lucas', 'M'], ['Jules', 'M'], ['Adam', 'M'],
  ['Hugo', 'M'], ['Arthur', 'M'], ['Noé', 'M'], ['Théo', 'M'], ['Nathan', 'M'], ['Paul', 'M'], ['Tom', 'M'],
  ['Maël', 'M'], ['Éthan', 'M'], ['Timéo', 'M'], ['Mathéo', 'M'], ['Noah', 'M'], ['Sacha', 'M'],
  ['Jean', 'M'], ['Pierre', 'M'], ['Michel', 'M'], ['Philippe', 'M'], ['Alain', 'M'], ['Nicolas', 'M'],
  ['Christophe', 'M'], ['Frédéric', 'M'], ['Stéphane', 'M'], ['Jérôme', 'M'], ['François', 'M'], ['Sébastien', 'M'],
  ['Cédric', 'M'], ['Grégory', 'M'], ['Jean-Pierre', 'M'], ['Jean-Luc', 'M'], ['Benoît', 'M'], ['Hervé', 'M'],
  ['Joël', 'M'], ['Gaël', 'M'], ['Anthony', 'M'], ['Julien', 'M'], ['Thomas', 'M'], ['Antoine', 'M'],
  ['Olivier', 'M'], ['Xavier', 'M'], ['Yannick', 'M'], ['Loïc', 'M'], ['Rémi', 'M'], ['Bastien', 'M'],
];

export const LAST_NAMES: readonly string[] = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon',
  'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel',
  'Girard', 'André', 'Lefebvre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez', 'Legrand',
  'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin',
  'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin', 'Masson',
  'Sanchez', 'Gérard', 'Nguyen', 'Boyer', 'Denis', 'Lemaire', 'Duval', 'Joly', 'Gautier', 'Roger', 'Roche',
  'Roy', 'Noël', 'Meyer', 'Lucas', 'Meunier', 'Jean', 'Perez', 'Marchand', 'Dufour', 'Blanchard', 'Marie',
  'Barbier', 'Brun', 'Dumas', 'Brunet', 'Schmitt', 'Leroux', 'Colin', 'Fernandez', 'Pierre', 'Renard',
  'Arnaud', 'Rolland', 'Caron', 'Aubert', 'Giraud', 'Leclerc', 'Vidal', 'Bourgeois', 'Renaud', 'Lemoine',
  'Picard', 'Gaillard', 'Philippe', 'Leclercq', 'Lacroix', 'Fabre', 'Dupuis', 'Olivier', 'Rodriguez',
  'Da Silva', 'Hubert', 'Louis', 'Charles', 'Guillot', 'Rivière', 'Le Gall', 'Guillaume', 'Adam', 'Rey',
  'Moulin', 'Gonzalez', 'Berger', 'Lecomte', 'Ménard', 'Fleury', 'Deschamps', 'Carpentier', 'Julien',
  'Benoît', 'Paris', 'Maillard', 'Marchal', 'Aubry', 'Vasseur', 'Le Roux', 'Renault', 'Jacquet', 'Collet',
  'Prévost', 'Poirier', 'Charpentier', 'Royer', 'Huet', 'Baron', 'Dupuy', 'Pons', 'Paul', 'Lainé', 'Carré',
  'Breton', 'Rémy', 'Schneider', 'Perrot', 'Guyot', 'Barre', 'Marty', 'Cousin', 'Besnard', 'Bailly', 'Hervé',
  'Lebrun', 'Leblanc', 'Pelletier', 'Hoarau', 'Chauvin', 'Bouvier', 'Étienne', 'Bertin', 'Léger', 'Gilbert',
  "N'Diaye", "D'Almeida", 'Saint-Martin', 'Lévêque', 'Bénard', 'Cœur', 'Hébert', 'Tessier', 'Rocher', 'Besson',
];

/** [city, zip code]; a few cities appear with several zip codes, as in real files. */
export const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Paris', '75011'], ['Paris', '75015'], ['Paris', '75018'], ['Marseille', '13008'], ['Lyon', '69003'],
  ['Lyon', '69007'], ['Toulouse', '31000'], ['Nice', '06000'], ['Nantes', '44000'], ['Montpellier', '34000'],
  ['Strasbourg', '67000'], ['Bordeaux', '33000'], ['Lille', '59000'], ['Rennes', '35000'], ['Reims', '51100'],
  ['Toulon', '83000'], ['Saint-Étienne', '42000'], ['Le Havre', '76600'], ['Grenoble', '38000'],
  ['Dijon', '21000'], ['Angers', '49000'], ['Nîmes', '30000'], ['Villeurbanne', '69100'],
  ['Clermont-Ferrand', '63000'], ['Le Mans', '72000'], ['Aix-en-Provence', '13100'], ['Brest', '29200'],
  ['Tours', '37000'], ['Amiens', '80000'], ['Limoges', '87000'], ['Annecy', '74000'], ['Perpignan', '66000'],
  ['Besançon', '25000'], ['Orléans', '45000'], ['Metz', '57000'], ['Rouen', '76000'], ['Mulhouse', '68100'],
  ['Caen', '14000'], ['Nancy', '54000'], ['Argenteuil', '95100'], ['Montreuil', '93100'], ['Roubaix', '59100'],
  ['Avignon', '84000'], ['Poitiers', '86000'], ['Pau', '64000'], ['La Rochelle', '17000'], ['Béziers', '34500'],
  ['Colmar', '68000'], ['Chambéry', '73000'], ['Évry-Courcouronnes', '91000'], ['Fréjus', '83600'],
  ['Saint-Denis', '97400'], ['Ajaccio', '20000'], ['Bayonne', '64100'], ['Quimper', '29000'], ['Valence', '26000'],
];

export const STREETS: readonly string[] = [
  'rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'boulevard Gambetta', 'rue du Général Leclerc',
  'place de l’Église', 'chemin des Vignes', 'allée des Tilleuls', 'rue Pasteur', 'impasse des Lilas',
  'avenue de la Gare', 'rue Émile Zola', 'quai des Célestins', 'rue des Écoles', 'route de Lyon',
];

export const EMAIL_DOMAINS: readonly string[] = ['example.fr', 'example.com', 'exemple.org', 'mail.test'];

/** A few answers per questionnaire field, so a seeded file looks filled in (fields not listed stay empty). */
export const QUESTIONNAIRE_ANSWERS = {
  stress: ['Faible', 'Modéré', 'Élevé'],
  fatigueGenerale: ['Oui', 'Non', 'Parfois'],
  regimeAlimentaire: ['Aucun', 'Végétarien', 'Sans gluten'],
  cheveuxGras: ['Oui', 'Non'],
  cheveuxSecs: ['Oui', 'Non'],
  chuteCheveuxDepuisQuand: ['3 mois', '6 mois', '1 an', 'Plus de 2 ans'],
  typeChute: ['Diffuse', 'Localisée', 'Saisonnière'],
  nombreShampoingsParSemaine: ['1', '2', '3', '5'],
  apresShampoingMasque: ['Après-shampoing', 'Masque', 'Les deux', 'Aucun'],
  alimentation: ['Équilibrée', 'Riche en sucres', 'Pauvre en protéines'],
  herediteChuteCheveux: ['Oui, côté paternel', 'Oui, côté maternel', 'Non'],
} as const;

export const COMMENTS: readonly string[] = [
  'Cliente fidèle, préfère les rendez-vous du matin.',
  'Cuir chevelu sensible : éviter les produits parfumés.',
  'Suivi après traitement, revoir dans 3 mois.',
  'Allergie signalée au latex.',
];

export const CATEGORIES: ReadonlyArray<readonly [string, Tva]> = [
  ['Soins', 'TVA20%'],
  ['Shampoings', 'TVA20%'],
  ['Compléments alimentaires', 'TVA5,5%'],
  ['Lotions', 'TVA20%'],
  ['Masques', 'TVA20%'],
  ['Accessoires', null],
];

/** [name stem, product type]; the product name is stem + variant + a number, within 50 characters. */
export const PRODUCT_STEMS: ReadonlyArray<readonly [string, string]> = [
  ['Lotion fortifiante', 'Lotion'], ['Shampoing doux', 'Shampoing'], ['Sérum antichute', 'Sérum'],
  ['Gélules kératine', 'Gélules'], ['Masque réparateur', 'Masque'], ['Huile précieuse', 'Huile'],
  ['Après-shampoing', 'Soin'], ['Spray thermo-protecteur', 'Spray'], ['Cure capillaire', 'Cure'],
  ['Brosse démêlante', 'Accessoire'], ['Baume nourrissant', 'Baume'], ['Complément fer', 'Gélules'],
];

export const PRODUCT_VARIANTS: readonly string[] = ['ortie', 'romarin', 'argan', 'kératine', 'biotine', 'aloé', 'ricin', 'karité'];

export const PRODUCT_DESCRIPTIONS: readonly string[] = [
  '<p>Soin <strong>fortifiant</strong> à appliquer sur cuir chevelu propre.</p>',
  '<p>Utilisation :</p><ul><li>matin et soir</li><li>masser 2 minutes</li></ul>',
  '<h2>Conseils</h2><p>Ne pas rincer. <em>Éviter le contact avec les yeux.</em></p>',
  '<p>Cure de <u>3 mois</u> recommandée.</p>',
];

export const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
