/** Progress (issue 8): trends, pattern insights, action plans, wellness score, reminders and reports. */
import type { FastifyInstance } from 'fastify';
import type { FeatureModuleDeps } from '#server/modules/feature-module';

export async function registerProgressModule(app: FastifyInstance, deps: FeatureModuleDeps): Promise<void> {
  void app;
  void deps;
}
