#!/usr/bin/env -S node --max-semi-space-size=16
/**
 * The `feira` command. Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT is set, starts before anything it
 * instruments is loaded (fastify, pg, http): the rest of the service is imported only after it.
 */
import { enableCompileCache, register } from 'node:module';

// Every operator command is a short process that loads the whole service first: V8's on-disk cache of
// compiled modules cuts that load by about a third (docs/decisions/operations.md, OPS-42).
enableCompileCache();
const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
if (endpoint) {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const { startTracing } = await import('./platform/observability/tracing.ts');
  startTracing({ endpoint, serviceName: process.env.OTEL_SERVICE_NAME, role: process.argv[2] });
}
const { main, report } = await import('./cli.ts');
main(process.argv.slice(2)).catch((error: unknown) => {
  process.exit(report(error));
});
