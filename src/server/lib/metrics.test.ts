/** The metrics registry behind /metrics (ADR 046), without an app. */
import { describe, expect, it } from 'vitest';
import { createMetricsRegistry } from './metrics';

describe('createMetricsRegistry', () => {
  it('gives each app its own registry: two in one process register the same names', async () => {
    const first = createMetricsRegistry();
    const second = createMetricsRegistry();
    first.gauge('queue_depth', 'Depth.', () => 3);
    second.gauge('queue_depth', 'Depth.', () => 5);
    first.http.observe('GET', '/api/x/:id', 200, 0.01);
    expect(await first.render()).toMatch(/^wellnest_queue_depth 3$/m);
    const other = await second.render();
    expect(other).toMatch(/^wellnest_queue_depth 5$/m);
    expect(other).not.toContain('/api/x/:id');
  });

  it('prefixes names once, labels keyed gauges and replaces their labels at each scrape', async () => {
    const metrics = createMetricsRegistry();
    let figures: Record<string, number> = { email: 2, 'lab.extract': 1 };
    metrics.gauge('wellnest_jobs_waiting', 'Jobs by kind.', () => figures, 'kind');
    expect(await metrics.render()).toMatch(/^wellnest_jobs_waiting\{kind="lab\.extract"\} 1$/m);
    figures = { email: 0 };
    const text = await metrics.render();
    expect(text).toMatch(/^wellnest_jobs_waiting\{kind="email"\} 0$/m);
    expect(text).not.toContain('lab.extract');
  });

  it('a gauge whose source fails is left out and does not fail the scrape', async () => {
    const metrics = createMetricsRegistry();
    metrics.gauge('broken', 'Fails.', () => Promise.reject<number>(new Error('database down')));
    metrics.gauge('fine', 'Works.', async () => 7);
    const text = await metrics.render();
    expect(text).toContain('# TYPE wellnest_broken gauge');
    expect(text).not.toMatch(/^wellnest_broken[ {]/m);
    expect(text).toMatch(/^wellnest_fine 7$/m);
  });

  it('counters and histograms count what modules report', async () => {
    const metrics = createMetricsRegistry();
    const sent = metrics.counter('emails_sent_total', 'Emails sent.', 'transport');
    sent.inc('smtp');
    sent.inc('smtp', 2);
    const took = metrics.histogram('extraction_seconds', 'Reading a lab report.');
    took.observe(0.3);
    const text = await metrics.render();
    expect(text).toMatch(/^wellnest_emails_sent_total\{transport="smtp"\} 3$/m);
    expect(text).toMatch(/^wellnest_extraction_seconds_count 1$/m);
    expect(text).toMatch(/^wellnest_extraction_seconds_bucket\{le="0\.5"\} 1$/m);
  });

  it('counts 5xx answers as errors, and not 4xx', async () => {
    const metrics = createMetricsRegistry();
    metrics.http.observe('POST', '/api/labs', 500, 0.2);
    metrics.http.observe('POST', '/api/labs', 503, 0.2);
    metrics.http.observe('POST', '/api/labs', 404, 0.2);
    const text = await metrics.render();
    expect(text).toMatch(/^wellnest_http_request_errors_total\{route="\/api\/labs"\} 2$/m);
    expect(text).toMatch(
      /^wellnest_http_requests_total\{method="POST",route="\/api\/labs",status="404"\} 1$/m,
    );
  });
});
