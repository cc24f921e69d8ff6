/**
 * A feature module wires its own repository → service → routes from the app context. A new module
 * is its folder: `<feature>/<feature>.module.ts` exporting one `register<Feature>Module`, which the
 * app finds by that name (feature-module-files.ts) and registers in the order feature-modules.ts
 * gives.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/app-context';

export type FeatureModule = (app: FastifyInstance, context: AppContext) => Promise<void>;
