import { and, eq } from 'drizzle-orm';
import { sellerOf, withTransaction, type Ctx } from '../../platform/context.ts';
import { appendEvent } from '../../platform/events/events.ts';
import { DomainError } from '../../platform/http/errors.ts';
import { connectorFor } from '../marketplaces/index.ts';
import type { OrderDto } from './orders.mapping.ts';
import { getOrder, orderRow, tellChannel } from './orders.service.ts';
import { orders } from './orders.tables.ts';

/** Canceled already: a retried call answers the order again without a second event or push. */
const canceled = (row: { status: string; invoice: { canceledAt?: string } | null }) =>
  row.status === 'PAID' && Boolean(row.invoice?.canceledAt);

function notInvoiced(row: { id: string; status: string }): DomainError {
  return new DomainError(
    'invalid-order-transition',
    `order ${row.id} is ${row.status}: only an INVOICED order's invoice can be canceled`,
    { from: row.status, to: 'PAID' },
  );
}

/**
 * Cancels the invoice of an INVOICED order (scope `invoice:cancel`): the channel is told first (a
 * refusal leaves the order as it was), then the order goes back to PAID keeping the canceled invoice
 * marked, and `order.InvoiceCanceled` is recorded. Another invoice can then be attached.
 */
export async function cancelInvoice(ctx: Ctx, orderId: string, reason: string): Promise<OrderDto> {
  const sellerId = sellerOf(ctx);
  const current = await orderRow(ctx, orderId);
  if (canceled(current)) return getOrder(ctx, orderId);
  if (current.status !== 'INVOICED' || !current.invoice) throw notInvoiced(current);
  const invoice = current.invoice;
  await tellChannel(ctx, current, (account) =>
    connectorFor(ctx.rt, current.platform).pushInvoiceCancel(account, {
      marketplaceOrderId: current.marketplaceOrderId,
      accessKey: invoice.accessKey,
      reason,
    }),
  );
  await withTransaction(ctx, async (tx) => {
    // Another call may have moved the order while the channel was being told.
    const locked = await orderRow(tx, orderId, true);
    if (canceled(locked)) return;
    if (locked.status !== 'INVOICED') throw notInvoiced(locked);
    const now = tx.rt.clock.now().toISOString();
    await tx.db
      .update(orders)
      .set({
        status: 'PAID',
        invoice: { ...locked.invoice!, canceledAt: now, cancelReason: reason },
        updatedAt: now,
      })
      .where(and(eq(orders.sellerId, sellerId), eq(orders.id, orderId)));
    await appendEvent(tx, 'order.InvoiceCanceled', { orderId, accessKey: invoice.accessKey });
  });
  return getOrder(ctx, orderId);
}
