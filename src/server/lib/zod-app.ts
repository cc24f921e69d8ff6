/**
 * The app a route plugin is handed (fastify-type-provider-zod's type provider). A plugin's routes
 * are registered by plain functions taking it, one per group of routes (ADR 107).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
