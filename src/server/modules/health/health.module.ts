/**
 * Health and metrics (ADR 046): `GET /api/health` (a database ping), `GET /livez` (the process is
 * alive), `GET /readyz` (send it traffic?) and `GET /metrics` (Prometheus), with the figures this
 * module owns: the database pool and the upload queue (the labs' reading jobs, counted in the
 * database so the figure is the same from every process).
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { healthRoutes, probeRoutes } from './health.routes';
import { LAB_EXTRACT_JOB } from '#server/modules/labs/index';
import { metricsRoutes } from './metrics.routes';

export const registerHealthModule: FeatureModule = async (
  app,
  { database, readiness, metrics, config, jobs },
) => {
  // Asked at each request, not bound once: a test swaps the ping to play an outage.
  const ping = () => database.ping();
  await app.register(healthRoutes({ ping }));
  await app.register(probeRoutes({ ping, readiness }));
  await app.register(metricsRoutes({ metrics, token: config.METRICS_TOKEN }));
  metrics.gauge(
    'db_pool_connections',
    'Database connections by state: total open, idle, and requests waiting for one.',
    () => database.poolStats(),
    'state',
  );
  metrics.gauge(
    'upload_queue_depth',
    'Lab reports uploaded and waiting to be read or being read, across every process (queued or running lab.extract jobs).',
    () => jobs.depth(LAB_EXTRACT_JOB),
  );
};
