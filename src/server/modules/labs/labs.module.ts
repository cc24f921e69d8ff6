/** Lab reports (issue 7): upload, extraction, review, analysis, history and PDF. */
import type { FastifyInstance } from 'fastify';
import type { FeatureModuleDeps } from '#server/modules/feature-module';

export async function registerLabsModule(app: FastifyInstance, deps: FeatureModuleDeps): Promise<void> {
  void app;
  void deps;
}
