import { describe, expect, it } from 'vitest';
import { Histogram, Registry } from 'prom-client';
import { RouteHistogram } from './route-histogram.ts';

const buckets = [0.001, 0.01, 0.1, 1];
const observations: [string, string, number, number][] = [
  ['GET', '/integration/products/{id}', 200, 0.0004],
  ['GET', '/integration/products/{id}', 200, 0.02],
  ['GET', '/integration/products/{id}', 404, 0.001],
  ['POST', '/integration/products', 202, 0.5],
  ['GET', '/integration/products/{id}', 200, 7.5],
  ['GET', '(unmatched)', 404, 0.003],
  ['PUT', 'a "quoted" \\ route\nwith a newline', 500, 0.0099],
];

describe('RouteHistogram', () => {
  it("prints exactly what prom-client's Histogram prints for the same observations", async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const route = new RouteHistogram('http_seconds', 'latency by route', buckets, ours);
    const reference = new Histogram({
      name: 'http_seconds',
      help: 'latency by route',
      labelNames: ['method', 'route', 'status'] as const,
      buckets,
      registers: [theirs],
    });
    for (const [method, path, status, seconds] of observations) {
      route.observe(method, path, status, seconds);
      reference.observe({ method, route: path, status }, seconds);
    }
    const printed = await ours.metrics();
    expect(printed).toBe(await theirs.metrics());
    expect(printed).toContain(
      'http_seconds_bucket{le="0.01",method="GET",route="/integration/products/{id}",status="200"} 1',
    );
    expect(printed).toContain(
      'http_seconds_count{method="GET",route="/integration/products/{id}",status="200"} 3',
    );
  });

  it('prints no series after a reset, and counts again from zero', async () => {
    const registry = new Registry();
    const route = new RouteHistogram('http_seconds', 'latency by route', buckets, registry);
    route.observe('GET', '/a', 200, 0.5);
    route.reset();
    expect(await registry.metrics()).toBe(
      '# HELP http_seconds latency by route\n# TYPE http_seconds histogram\n',
    );
    route.observe('GET', '/a', 200, 0.05);
    expect(await registry.metrics()).toContain('http_seconds_count{method="GET",route="/a",status="200"} 1');
  });
});
