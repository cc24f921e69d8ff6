// nutrition: foods, recipes, meal plans, the food log and supplement totals.
// Built once per app: the routes and a page's first answers read through the same service.
export { nutritionServicesOf } from './nutrition-services';
