// Standalone dev page of the catalogue remote (`nx run catalogue-mfe:serve`); the shell never loads this file.
import { paths } from '@meche/ui';
import { startDevShell } from '@meche/dev-shell';
import remote from './remote';

startDevShell({
  title: 'Mèche · Catalogue (dev)',
  remote,
  links: [
    { to: paths.addProduct, label: 'Ajouter un produit' },
    { to: paths.categories, label: 'Catégories' },
  ],
});
