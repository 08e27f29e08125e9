import { Type, type Static } from '@sinclair/typebox';
import { DomainError } from '../../../platform/http/errors.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import type { ChannelNotifications } from '../channel.ts';
import { mercadoLivreSettings } from './ml.config.ts';
import { acceptNotification, admitNotification } from './ml.notifications.ts';

/** A Mercado Livre id as it comes in a notification: a number or its digits. */
const channelId = Type.Union([
  Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  Type.String({ pattern: '^[0-9]{1,16}$' }),
]);

/** What Mercado Livre sends the seller's browser back with from its consent page. */
export const consentCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 500 })),
  state: Type.Optional(Type.String({ maxLength: 500 })),
  error: Type.Optional(Type.String({ maxLength: 500 })),
});

const notificationBody = Type.Object({
  resource: Type.String({ maxLength: 300 }),
  // Real user ids exceed 2^31 (3671163614): the bound is the largest integer JSON carries exactly.
  user_id: channelId,
  topic: Type.String({ maxLength: 60 }),
  application_id: channelId,
  // The notification's own id: the channel's retries of one notification repeat it.
  _id: Type.Optional(Type.String({ maxLength: 64 })),
});

/**
 * Mercado Livre's notifications (the app's callback URL, `/channels/mercadolivre/notifications`):
 * answered at once, the resource fetched by a job.
 */
export const mercadoLivreNotifications: ChannelNotifications = {
  body: notificationBody,
  async receive(rt: Runtime, body: unknown, from: { address: string }): Promise<void> {
    const {
      resource,
      user_id: userId,
      topic,
      application_id: applicationId,
      _id: id,
    } = body as Static<typeof notificationBody>;
    // Only notifications for Feira's own application: another app's (or a forger's) are refused.
    if (String(applicationId) !== mercadoLivreSettings.of(rt.config).clientId)
      throw new DomainError('forbidden', "application_id: not this service's Mercado Livre application", {
        field: 'application_id',
      });
    const notification = { userId: String(userId), topic, resource, address: from.address };
    const admission = admitNotification(rt, { ...notification, id });
    if (!admission.ok)
      throw new DomainError('rate-limited', admission.reason, {
        retryAfterSeconds: admission.retryAfterSeconds,
      });
    if (admission.duplicate) return;
    try {
      await acceptNotification(rt, notification);
    } catch (error) {
      // Not queued: the channel's retry of this notification must be taken, not dropped as a repeat.
      admission.release();
      throw error;
    }
  },
};
