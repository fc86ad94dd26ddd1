import { inject } from 'regexparam';

/**
 * A real path of a route pattern: each parameter filled, optional ones too, with what the seed has
 * (a product, a category path, an active promotion, a brand); the server answers 404 for ones it lacks.
 */
export const seededPath = (pattern: string) =>
  inject(pattern, {
    sku: 'CPU-AMD-R7-9800X3D',
    category: 'computer-parts',
    subcategory: 'cpu',
    subsubcategory: 'cpu-amd',
    type: 'gaming-week',
    brand: 'asus',
  });
