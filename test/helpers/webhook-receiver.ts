import http from 'node:http';

export interface ReceivedRequest {
  path: string;
  /** The client's port: the same one on consecutive requests means a reused connection. */
  remotePort: number | undefined;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it arrived, which is what a signature covers. */
  raw: string;
  body: Record<string, unknown>;
}

type Answer = { status: number; body?: string; delayMs?: number; headers?: Record<string, string> };

/**
 * A real webhook receiver on 127.0.0.1 (fakes only at the edge). Each path answers
 * what `behave` says for it; by default 200.
 */
export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  on(path: string, behave: (request: ReceivedRequest, nth: number) => Answer): void;
  at(path: string): ReceivedRequest[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const behaviours = new Map<string, (request: ReceivedRequest, nth: number) => Answer>();
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // kept as raw only
      }
      const path = (req.url ?? '/').split('?')[0]!;
      const received = { path, remotePort: req.socket.remotePort, headers: req.headers, raw, body };
      requests.push(received);
      const nth = requests.filter((r) => r.path === path).length;
      const answer = behaviours.get(path)?.(received, nth) ?? { status: 200 };
      const respond = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
        res.end(answer.body ?? '');
      };
      if (answer.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          respond();
        }, answer.delayMs);
        timers.add(timer);
      } else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (path, behave) => void behaviours.set(path, behave),
    at: (path) => requests.filter((r) => r.path === path),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
