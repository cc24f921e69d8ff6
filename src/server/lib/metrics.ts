/**
 * The metrics behind GET /metrics (ADR 046), on prom-client. Each app has a registry of its own:
 * tests build many apps in one process, and prom-client's global registry would refuse the second
 * app's metrics of the same name. Facts about the process itself (event-loop delay, memory, CPU,
 * garbage collection) are one set per process instead, collected once and rendered by every app
 * (see `processRegistry`).
 */
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type LabelValues,
} from 'prom-client';
import type { AppMetrics } from './metrics.types';

export const METRIC_PREFIX = 'wellnest_';

/** Seconds: a request answered from memory takes about a millisecond, a chat reply several seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The route label of a request that matched no route (the SPA fallback, a probe, a typo). */
export const UNMATCHED_ROUTE = 'unmatched';

export interface HttpMetrics {
  /** One answered request; `route` is the route's pattern (`/api/labs/:id`), never the raw URL. */
  observe(method: string, route: string, status: number, seconds: number): void;
}

export interface MetricsRegistry extends AppMetrics {
  http: HttpMetrics;
  /** The Prometheus text exposition of this app's metrics and the process's. */
  render(): Promise<string>;
  contentType: string;
}

let processRegistry: Registry | undefined;

/**
 * prom-client's default Node metrics, once per process: each collection starts an event-loop delay
 * monitor and a GC observer that are never stopped, so one per app would pile up in a test run.
 * The event-loop figures are `wellnest_nodejs_eventloop_lag_{p50,p90,p99,max,...}_seconds`.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: METRIC_PREFIX });
  }
  return processRegistry;
}

function prefixed(name: string): string {
  return name.startsWith(METRIC_PREFIX) ? name : METRIC_PREFIX + name;
}

export function createMetricsRegistry(): MetricsRegistry {
  const registry = new Registry();
  const processWide = processMetrics();

  const requests = new Counter({
    name: `${METRIC_PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: `${METRIC_PREFIX}http_request_errors_total`,
    help: 'HTTP requests answered with a 5xx status, by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  const labelsOf = (labelName: string | undefined, label: string | undefined) =>
    (labelName && label !== undefined ? { [labelName]: label } : {}) as LabelValues<string>;

  return {
    contentType: registry.contentType,
    http: {
      observe(method, route, status, seconds) {
        requests.inc({ method, route, status: String(status) });
        duration.observe({ method, route }, seconds);
        if (status >= 500) errors.inc({ route });
      },
    },
    async render() {
      return (await processWide.metrics()) + (await registry.metrics());
    },
    gauge(name, help, collect, labelName) {
      // A collector that answers figures by key without naming the label gets the label `key`.
      const label = labelName ?? 'key';
      new Gauge({
        name: prefixed(name),
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          let value: number | Record<string, number>;
          try {
            value = await collect();
          } catch {
            // A source that cannot answer (the database is down) must not fail the whole scrape:
            // the figure is left out, which Prometheus shows as a gap rather than a false zero.
            this.reset();
            return;
          }
          if (typeof value === 'number') {
            this.set(value);
            return;
          }
          // Replaced as a whole: a label no longer reported (a kind with no jobs left) disappears.
          this.reset();
          for (const [key, figure] of Object.entries(value)) this.set({ [label]: key }, figure);
        },
      });
    },
    counter(name, help, labelName) {
      const counter = new Counter({
        name: prefixed(name),
        help,
        labelNames: labelName ? [labelName] : [],
        registers: [registry],
      });
      return {
        inc(label, by = 1) {
          counter.inc(labelsOf(labelName, label), by);
        },
      };
    },
    histogram(name, help, labelName) {
      const histogram = new Histogram({
        name: prefixed(name),
        help,
        labelNames: labelName ? [labelName] : [],
        buckets: LATENCY_BUCKETS,
        registers: [registry],
      });
      return {
        observe(seconds, label) {
          histogram.observe(labelsOf(labelName, label), seconds);
        },
      };
    },
  };
}
