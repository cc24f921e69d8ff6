/**
 * A feature module wires its own repository → service → routes from the app context. app.ts only
 * lists modules; a new module is one file here (`<feature>.module.ts`) and one line there.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/app-context';

export type FeatureModule = (app: FastifyInstance, context: AppContext) => Promise<void>;
