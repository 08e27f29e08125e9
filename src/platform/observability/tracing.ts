import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Attributes,
  type Context,
  type Link,
  type Span,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { FastifyInstrumentation } from '@opentelemetry/instrumentation-fastify';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyRequest } from 'fastify';

/**
 * OpenTelemetry traces, off unless an OTLP endpoint is configured. Off, every hook below is one
 * boolean test: no provider, no context manager, no span objects (docs/decisions.md OPS-16).
 */
let on = false;
let provider: NodeTracerProvider | null = null;
let unregister: (() => void) | null = null;

export const tracingOn = (): boolean => on;

const tracer = () => trace.getTracer('feira');

export interface TracingOptions {
  /** The collector's base URL; spans go to `{endpoint}/v1/traces`. */
  endpoint: string;
  serviceName?: string;
  role?: string;
}

/**
 * Starts tracing for this process: spans batched to the OTLP/HTTP collector, W3C trace context, and
 * the http (outgoing), undici, pg and fastify instrumentations. The server span of a request is the
 * app's own (named by its route template), so the http instrumentation leaves incoming requests alone.
 */
export function startTracing(options: TracingOptions): void {
  if (on) return;
  const endpoint = options.endpoint.replace(/\/+$/, '');
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': options.serviceName ?? 'feira',
      ...(options.role ? { 'feira.role': options.role } : {}),
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }))],
  });
  provider.register();
  unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
      new UndiciInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true }),
      new FastifyInstrumentation(),
    ],
  });
  on = true;
}

/** Flushes the spans not yet exported and turns tracing off (process stop; tests). */
export async function stopTracing(): Promise<void> {
  if (!on) return;
  on = false;
  unregister?.();
  await provider?.shutdown();
  provider = null;
  trace.disable();
  context.disable();
  propagation.disable();
}

const spans = new WeakMap<FastifyRequest, Span>();

/** Opens the request's server span (continuing a caller's `traceparent`) and runs the rest in it. */
export function startRequestSpan(request: FastifyRequest, done: () => void): void {
  const parent = propagation.extract(ROOT_CONTEXT, request.headers);
  const span = tracer().startSpan(
    request.method,
    {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': request.method, 'url.path': request.url.split('?', 1)[0] },
    },
    parent,
  );
  spans.set(request, span);
  const active = trace.setSpan(parent, span);
  // The body arrives in events of the socket: bound, its parser and the handler stay in the span.
  context.bind(active, request.raw);
  context.with(active, done);
}

export function endRequestSpan(request: FastifyRequest, route: string | undefined, status: number): void {
  const span = spans.get(request);
  if (!span) return;
  if (route) {
    span.updateName(`${request.method} ${route}`);
    span.setAttribute('http.route', route);
  }
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * The active span's context as a W3C `traceparent`, for work that leaves this process's call stack
 * (an outbox event, a queued job); null when tracing is off or nothing is being traced.
 */
export function currentTraceparent(): string | null {
  if (!on || !trace.getActiveSpan()) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

const contextOf = (traceparent: string | null | undefined): Context =>
  traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : context.active();

/**
 * Runs `fn` in a new span: a child of `parent` (a stored `traceparent`) when given, else of the active
 * span; `links` name further origins (the other events of a batch). Errors mark the span and rethrow.
 */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: string | null; links?: string[] },
  fn: () => Promise<T>,
): Promise<T> {
  if (!on) return fn();
  const links: Link[] = [];
  for (const link of options.links ?? []) {
    const linked = trace.getSpanContext(contextOf(link));
    if (linked) links.push({ context: linked });
  }
  const parent = contextOf(options.parent);
  const span = tracer().startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, links },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), fn);
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * `fn`, to run later (after a commit) in the span active now, as if called here: what it starts
 * continues this trace instead of the caller's at that later time.
 */
export function inActiveSpan(fn: () => void): () => void {
  return on ? context.bind(context.active(), fn) : fn;
}

/** Sets an attribute on the active span (outcomes known only at the end), when tracing. */
export function annotate(attributes: Attributes): void {
  if (on) trace.getActiveSpan()?.setAttributes(attributes);
}

/** pino's mixin while tracing: every log line written inside a span carries its trace and span ids. */
export function traceLogFields(): { traceId?: string; spanId?: string } {
  const span = trace.getActiveSpan()?.spanContext();
  return span ? { traceId: span.traceId, spanId: span.spanId } : {};
}

export { SpanKind };
