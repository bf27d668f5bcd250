// Standalone dev page of the catalogue remote (`nx run catalogue-mfe:serve`); the shell never loads this file.
import { cataloguePaths } from '@meche/page-paths';
import { startDevShell } from '@meche/dev-shell';
import remote from './remote';

startDevShell({
  title: 'Mèche · Catalogue (dev)',
  remote,
  links: [
    { to: cataloguePaths.addProduct, label: 'Ajouter un produit' },
    { to: cataloguePaths.categories, label: 'Catégories' },
  ],
});
