/**
 * Access-matrix fixtures for the ingredient module. A product someone submitted is theirs alone
 * until an admin approves it: another user looking its barcode up gets 404. The label analysis
 * and the claim check are public; the admin approval answers 404 to everyone not an admin,
 * signed in or not.
 */
import { post } from '../test-app';
import type { AccessContext, Fixture, ModuleAccess } from './access-fixture';

let counter = 0;
/** A fresh valid EAN-13 (the 200-299 prefixes are for in-store use: no real product has one). */
export function freshEan13(): string {
  counter += 1;
  const body = `2${String(Date.now() % 1e8).padStart(8, '0')}${String(counter % 1000).padStart(3, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export const ingredientsAccess: ModuleAccess = {
  // The context's fields are getters read when a fixture runs, so never destructure it here.
  fixtures: (context: AccessContext) => {
    const fixtures: Record<string, Fixture> = {
      '/api/products/:barcode': {
        create: async () => {
          const barcode = freshEan13();
          const response = await post(
            context.app,
            '/api/products',
            { barcode, name: 'Owner granola', ingredients_text: 'oats, honey, warfarin-free' },
            context.owner.cookie,
          );
          if (response.statusCode !== 201) throw new Error(response.body);
          return {
            url: `/api/products/${barcode}`,
            id: barcode,
            ownerView: `/api/products/${barcode}`,
          };
        },
        list: '/api/avoid-list',
      },
    };
    return fixtures;
  },
  // The admin approval is declared `admin` (404 to everyone else), so it is not listed here.
  publicRoutes: ['POST /api/ingredients/analyze', 'POST /api/claims/check'],
  notOwnedParams: {
    '/api/admin/products/:id/approve':
      'a product of the shared catalogue; only ADMIN_EMAILS users may approve one, everyone else gets 404',
  },
};
