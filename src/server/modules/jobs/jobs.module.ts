/**
 * Jobs: this process's workers (JOB_CONCURRENCY of them) start once the app is ready and stop,
 * waiting for the jobs they run, when it closes. The queue itself is in the app context; modules
 * register their kinds on it ('email' by mail, 'lab.extract' by labs).
 */
import type { FeatureModule } from '#server/modules/feature-module';

export const registerJobsModule: FeatureModule = async (app, { jobs }) => {
  // Other modules register their handlers while the app is built: start only after all of them.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
};
