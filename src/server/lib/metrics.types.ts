/**
 * What a module may add to /metrics (ADR 046) without knowing the metrics library: a gauge read at
 * scrape time, or a counter it increments.
 */
export interface AppMetrics {
  /** A gauge whose value is read when /metrics is scraped. Names are prefixed `wellnest_`. */
  gauge(
    name: string,
    help: string,
    collect: () =>
      number | Promise<number> | Record<string, number> | Promise<Record<string, number>>,
    labelName?: string,
  ): void;
  /** A counter; `inc` adds one (or `by`) for the given label value. */
  counter(
    name: string,
    help: string,
    labelName?: string,
  ): { inc(label?: string, by?: number): void };
  /** A histogram of seconds; `observe` records one value. */
  histogram(
    name: string,
    help: string,
    labelName?: string,
  ): { observe(seconds: number, label?: string): void };
}
