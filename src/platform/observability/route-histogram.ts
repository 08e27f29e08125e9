import type { Registry } from 'prom-client';

/** One series: its labels, its observations per bucket (not cumulative), their sum and count. */
interface Series {
  labels: { method: string; route: string; status: number };
  perBucket: number[];
  sum: number;
  count: number;
}

/** A line of the exposition as prom-client's registry formats it (the shape its Histogram gives). */
interface ExportedValue {
  labels: { le?: number | string };
  sharedLabels: Series['labels'];
  value: number;
  metricName: string;
}

/**
 * The HTTP latency histogram, `{method, route, status}`: every answered request observes it, so a
 * request finds its series through three map lookups and bumps numbers. prom-client's Histogram builds
 * a string key from the label object on every observation (its `labels()` child too), which cost about
 * a tenth of a cheap route's platform work. The scrape prints exactly what that Histogram printed: the
 * values below have its shape and go through the same registry formatting.
 */
export class RouteHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly byRoute = new Map<string, Map<string, Map<number, Series>>>();
  private readonly series: Series[] = [];

  readonly name: string;
  readonly help: string;
  private readonly upperBounds: readonly number[];

  constructor(name: string, help: string, upperBounds: readonly number[], registry: Registry) {
    this.name = name;
    this.help = help;
    this.upperBounds = upperBounds;
    // The registry prints any object with a name and get(); its types list only prom-client's classes.
    registry.registerMetric(this as never);
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) this.byRoute.set(route, (byMethod = new Map<string, Map<number, Series>>()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map<number, Series>()));
    let series = byStatus.get(status);
    if (!series) {
      series = {
        labels: { method, route, status },
        perBucket: this.upperBounds.map(() => 0),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, series);
      this.series.push(series);
    }
    const bounds = this.upperBounds;
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]!) {
        series.perBucket[i]! += 1;
        break;
      }
    }
    series.sum += seconds;
    series.count += 1;
  }

  /** What the registry prints: per series its cumulative buckets, `+Inf`, sum and count. */
  get() {
    const bucketName = `${this.name}_bucket`;
    const values: ExportedValue[] = [];
    for (const series of this.series) {
      let cumulative = 0;
      this.upperBounds.forEach((le, i) => {
        cumulative += series.perBucket[i]!;
        values.push({
          labels: { le },
          sharedLabels: series.labels,
          value: cumulative,
          metricName: bucketName,
        });
      });
      const shared = series.labels;
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: shared, value: series.count, metricName: bucketName },
        { labels: {}, sharedLabels: shared, value: series.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: shared, value: series.count, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.byRoute.clear();
    this.series.length = 0;
  }
}
