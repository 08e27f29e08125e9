import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { send } from '../../../test/helpers/fixtures.ts';
import { sellersSuite } from '../../../test/helpers/suite.ts';
import { channels } from './channels.ts';

const here = import.meta.dirname;

/** Every .ts file of the module, as a path relative to it. */
function moduleFiles(dir = here): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(here, full)] : [];
  });
}

/** Lines outside a channel's folder that may name it, and why. */
const ALLOWED: { file: string; line: RegExp; why: string }[] = [
  {
    file: 'channels.ts',
    line: /^import \{ \w+ \} from '\.\/[a-z0-9-]+\/channel\.ts';$/,
    why: 'the registry entry',
  },
  {
    file: 'index.ts',
    line: /^export \{ \w+Item, \w+Order \} from '\.\/[a-z]+\/[a-z]+\.connector\.ts';$/,
    why: "the simulated channels' inspection helpers, for other modules' tests",
  },
  {
    file: 'index.ts',
    line: /^export \{ \w+SettlementCase, type \w+SettlementCase \} from '\.\/([a-z]+)\/\1\.settlements\.ts';$/,
    why: 'which discrepancy the simulated channel plants for an order id: the demo and the journeys pick their orders by it',
  },
];

describe('the channel registry', () => {
  it('is the only place outside a channel’s folder that names the channel', () => {
    expect(channels.length).toBeGreaterThan(1);
    const files = moduleFiles();
    const found: string[] = [];
    for (const channel of channels) {
      // A channel is named by its platform codes and by its slug, which is also its folder's name.
      const names = [...channel.profiles.map((p) => p.platform), channel.slug];
      const naming = new RegExp(names.map((name) => `\\b${name}\\b`).join('|'));
      expect(fs.existsSync(path.join(here, channel.slug, 'channel.ts')), channel.slug).toBe(true);
      for (const file of files.filter((f) => !f.startsWith(`${channel.slug}${path.sep}`))) {
        fs.readFileSync(path.join(here, file), 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (!naming.test(line)) return;
            if (ALLOWED.some((allowed) => allowed.file === file && allowed.line.test(line.trim()))) return;
            found.push(`${file}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });

  it('leaves no other part of the service naming a real channel, its demo aside', () => {
    const src = path.join(here, '..', '..');
    const sourceFiles = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(full);
        return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')
          ? [path.relative(src, full)]
          : [];
      });
    const found: string[] = [];
    // Only the channels a seller connects by consent, the real marketplaces, are looked for: the simulated one
    // is also a concept of the API (its sellers, their orders).
    for (const channel of channels.filter((c) => c.connects.by === 'consent')) {
      const names = [...channel.profiles.map((p) => p.platform), channel.slug];
      const naming = new RegExp(names.map((name) => `\\b${name}\\b`).join('|'));
      const own = [
        `modules/marketplaces/${channel.slug}/`,
        `demo/channels/${channel.slug}.ts`,
        'modules/marketplaces/channels.ts',
      ];
      for (const file of sourceFiles(src).filter((f) => !own.some((o) => f.startsWith(o)))) {
        fs.readFileSync(path.join(src, file), 'utf8')
          .split('\n')
          .forEach((line, i) => {
            const code = line.trim();
            if (!naming.test(code) || /^(\*|\/\/|\/\*)/.test(code)) return;
            // An example value in an OpenAPI description, for the integrator reading it.
            if (/^description: .*\be\.g\./.test(code)) return;
            // The demo's list of channels: one import per channel.
            if (
              file === `demo/channels/index.ts` &&
              /^import \{ \w+ \} from '\.\/[a-z0-9-]+\.ts';$/.test(code)
            )
              return;
            found.push(`${file}:${i + 1}: ${code}`);
          });
      }
    }
    expect(found).toEqual([]);
  });

  it("names the files of a channel's folder with one prefix, its connector's", () => {
    const misnamed: string[] = [];
    for (const { slug } of channels) {
      const files = fs
        .readdirSync(path.join(here, slug))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
      const prefix = files.find((f) => f.endsWith('.connector.ts'))?.replace(/\.connector\.ts$/, '.');
      expect(prefix, `${slug} has no <prefix>.connector.ts`).toBeDefined();
      misnamed.push(
        ...files.filter((f) => f !== 'channel.ts' && !f.startsWith(prefix!)).map((f) => `${slug}/${f}`),
      );
    }
    expect(misnamed).toEqual([]);
  });

  it('has one channel per slug and per platform code', () => {
    const slugs = channels.map((c) => c.slug);
    const codes = channels.flatMap((c) => c.profiles.map((p) => p.platform));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('the generic channel routes', () => {
  const s = sellersSuite({ scopesB: ['bffweb:marketplaces'], web: true });
  const consent = channels.find((c) => c.connects.by === 'consent')!;
  const direct = channels.find((c) => c.connects.by === 'direct')!;
  const withNotifications = channels.find((c) => c.notifications)!;
  const withoutNotifications = channels.find((c) => !c.notifications)!;

  const asWeb = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    send(s.t, method, url, payload, { ...s.web.headers, accept: 'application/json' });
  const expectProblem = (response: Awaited<ReturnType<typeof send>>, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    return response.json<{ status: number; detail: string }>();
  };

  it('answers 404 problem+json for a channel or platform no channel serves', async () => {
    expectProblem(await send(s.t, 'POST', '/channels/nowhere/notifications', { topic: 'x' }), 404);
    expectProblem(await send(s.t, 'GET', '/channels/nowhere/callback?code=1&state=2'), 404);
    expectProblem(await asWeb('POST', '/bffweb/marketplaces/NOWHERE/connect'), 404);
  });

  it("answers 404 for a route the channel does not have, and 400 for a direct channel's consent", async () => {
    expectProblem(await send(s.t, 'GET', `/channels/${direct.slug}/callback?code=1&state=2`), 404);
    expectProblem(await send(s.t, 'POST', `/channels/${withoutNotifications.slug}/notifications`, {}), 404);
    const refused = expectProblem(
      await asWeb('POST', `/bffweb/marketplaces/${direct.profiles[0]!.platform}/connect`),
      400,
    );
    expect(refused.detail).toContain('POST /bffweb/marketplaces');
  });

  it("checks a notification against its channel's own shape, nothing taken in", async () => {
    const problem = expectProblem(
      await send(s.t, 'POST', `/channels/${withNotifications.slug}/notifications`, { unexpected: true }),
      400,
    );
    expect(problem.detail).toMatch(/must have required property/);
  });

  it("dispatches a consent channel's connect and callback to that channel", async () => {
    const platform = consent.profiles[0]!.platform;
    // No app configured in this suite: the channel itself says so.
    const started = await asWeb('POST', `/bffweb/marketplaces/${platform}/connect`);
    expect(started.statusCode, started.body).toBe(409);
    expect(started.json().type).toContain('channel-not-configured');
    // The channel's callback page, in the seller's browser, with the channel's name.
    const back = await send(s.t, 'GET', `/channels/${consent.slug}/callback?error=access_denied`);
    expect(back.statusCode).toBe(400);
    expect(back.headers['content-type']).toContain('text/html');
    expect(back.body).toContain(consent.profiles[0]!.name);
    // Connecting it directly is refused with where it connects.
    const direct = await asWeb('POST', '/bffweb/marketplaces', { platform });
    expect(direct.json().detail).toContain(`/bffweb/marketplaces/${platform}/connect`);
  });

  it('describes how each platform connects, for the web admin', async () => {
    const described = (await asWeb('GET', '/bffweb/marketplaces/platforms')).json<
      { platform: string; connection: string }[]
    >();
    for (const channel of channels)
      for (const profile of channel.profiles)
        expect(described).toContainEqual(
          expect.objectContaining({
            platform: profile.platform,
            connection: channel.connects.by === 'consent' ? 'CONSENT' : 'DIRECT',
          }),
        );
  });
});
