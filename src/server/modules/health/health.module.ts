/**
 * Health and metrics (ADR 046): `GET /api/health` (a database ping), `GET /livez` (the process is
 * alive), `GET /readyz` (send it traffic?) and `GET /metrics` (Prometheus), with the figures this
 * module owns: the database pool.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { healthRoutes, probeRoutes } from './health.routes';
import { metricsRoutes } from './metrics.routes';

export const registerHealthModule: FeatureModule = async (
  app,
  { database, readiness, metrics, config },
) => {
  // Asked at each request, not bound once: a test swaps the ping to play an outage.
  const ping = () => database.ping();
  await app.register(healthRoutes(ping));
  await app.register(probeRoutes(ping, readiness));
  await app.register(metricsRoutes(metrics, config.METRICS_TOKEN));
  metrics.gauge(
    'db_pool_connections',
    'Database connections by state: total open, idle, and requests waiting for one.',
    () => database.poolStats(),
    'state',
  );
};
