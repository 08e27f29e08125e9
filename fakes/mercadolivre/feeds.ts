import { request } from 'undici';
import { iso, mlError, userOf, type FakeState, type Handler } from './state.ts';

/** The notification body Mercado Livre posts: the resource to read, whose it is, for which app. */
function notificationOf(state: FakeState, topic: string, resource: string, userId: number) {
  return {
    _id: `${state.id()}`,
    resource,
    user_id: userId,
    topic,
    application_id: Number(state.clientId),
    attempts: 1,
    sent: iso(state),
    received: iso(state),
  };
}

/**
 * Posts a notification to the application's callback URL, as the channel does, and records the
 * answer. One not answered 200 (refused, or the app was down) is kept for `/missed_feeds`.
 */
export async function notify(
  state: FakeState,
  topic: string,
  resource: string,
  userId: number,
): Promise<number> {
  if (!state.notificationsUrl) throw new Error('no notifications URL configured on the fake app');
  const body = notificationOf(state, topic, resource, userId);
  const started = performance.now();
  let status: number;
  try {
    const response = await request(state.notificationsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.body.dump();
    status = response.statusCode;
  } catch {
    status = 0;
  }
  state.notifications.push({ body, status, ms: performance.now() - started });
  if (status !== 200) state.missedFeeds.push(body);
  return status;
}

/** A notification the app never got (it was down past the channel's hour of retries). */
export function miss(state: FakeState, topic: string, resource: string, userId: number): void {
  state.missedFeeds.push(notificationOf(state, topic, resource, userId));
}

export function feedRoutes(state: FakeState): [string, RegExp, Handler][] {
  return [
    [
      'GET',
      /^\/missed_feeds$/,
      (request) => {
        const userId = userOf(state, request);
        if (typeof userId !== 'number') return userId;
        if (request.query.get('app_id') !== state.clientId)
          return mlError(403, 'forbidden', 'app_id does not belong to the caller');
        const topic = request.query.get('topic');
        const offset = Number(request.query.get('offset') ?? '0');
        const limit = Math.min(Number(request.query.get('limit') ?? '10'), 50);
        // The documentation leaves open whose notifications a token reads; the fake answers only the
        // caller's own user's, the strictest reading.
        const mine = state.missedFeeds.filter((n) => n.user_id === userId && (!topic || n.topic === topic));
        return {
          status: 200,
          body: {
            messages: mine.slice(offset, offset + limit),
            paging: { total: mine.length, offset, limit },
          },
        };
      },
    ],
  ];
}
