// aromatherapy: the oil library, blends, favourites and remedies (/api/oils/..., /api/remedies/...).
// Built once per app: the routes and a page's first answers read through the one service.
export { aromatherapyServiceOf } from './aromatherapy-services';
