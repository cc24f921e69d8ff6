// ingredients: label and product checks, barcodes, claims and the avoid list; it also serves /api/products, /api/avoid-list and /api/claims, the parts of one product check, and the admin's review of products members submit at /api/admin/products (ADR 035, ADR 055).
export {
  AVOID_LIST_TABLE,
  createAvoidListReader,
  type AvoidListReader,
} from './ingredients.reader';
export { importCatalogue } from './product-catalogue';
