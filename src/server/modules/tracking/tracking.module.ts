/** Tracking (issue 8): symptoms, mood, habits, daily log, goals and achievements. */
import type { FastifyInstance } from 'fastify';
import type { FeatureModuleDeps } from '#server/modules/feature-module';

export async function registerTrackingModule(app: FastifyInstance, deps: FeatureModuleDeps): Promise<void> {
  void app;
  void deps;
}
