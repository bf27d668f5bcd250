// Standalone dev page of the catalogue remote (`nx run catalogue-mfe:serve`); the shell never loads this file.
import { paths } from '@meche/ui';
import { startDevShell } from '@meche/dev-shell';
import { routes } from './routes';

startDevShell({
  title: 'Mèche · Catalogue (dev)',
  routes,
  links: [
    { to: paths.productCategory, label: 'Produits' },
    { to: paths.addProduct, label: 'Ajouter un produit' },
    { to: paths.categories, label: 'Catégories' },
  ],
});
