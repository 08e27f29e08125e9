import { Money, type MoneyValue } from '../../../platform/money.ts';
import type { ChannelOrder, LabelGroupResult, LabelRequest, SimulatedOrderInput } from '../connector.ts';

const cents = (value: MoneyValue) => value.toFixed(2);

/**
 * How each sandbox channel tells an order's money (channels differ in what an
 * order tells"). Values given in the sandbox request always win; a profile only fills what the
 * request left out, and a channel that does not inform a field leaves it absent.
 */
interface FinancialProfile {
  /** Informs only what it is given, generating no freight or fee: the channel for hand-computed examples. */
  passThrough: boolean;
  /** Commission the channel informs, as a fraction of the items total; absent: not informed. */
  commissionRate?: string;
  /** A fixed per-order service fee the channel informs. */
  serviceFee?: string;
  /** Sends the payout (escrowAmount) and the seller's gross operating revenue. */
  escrow: boolean;
  /** items[].salePrice is the line total (unit × qty), not the unit price. */
  salePriceIsLineTotal: boolean;
  /** An order with several items arrives as one part per item, each repeating the original totals. */
  splitsOrders: boolean;
}

const plain: FinancialProfile = {
  passThrough: false,
  escrow: false,
  salePriceIsLineTotal: false,
  splitsOrders: false,
};

const financialProfiles: Record<string, FinancialProfile> = {
  SANDBOX: { ...plain, passThrough: true },
  SANDBOX_ML: { ...plain, commissionRate: '0.14', serviceFee: '6.00', escrow: true },
  // Commission and fees come with a later financial synchronization: not on the order.
  SANDBOX_AMZ: plain,
  SANDBOX_SHP: { ...plain, commissionRate: '0.12', salePriceIsLineTotal: true },
  SANDBOX_MGL: { ...plain, commissionRate: '0.16', splitsOrders: true },
  SANDBOX_B2W: { ...plain, commissionRate: '0.15', serviceFee: '2.50' },
  SANDBOX_NTS: { ...plain, commissionRate: '0.15', serviceFee: '2.50' },
  SANDBOX_CRF: { ...plain, commissionRate: '0.15', serviceFee: '2.50' },
};

/**
 * The commission and fixed fee a sandbox channel charges per sale (what its orders report), for the
 * prices' floor; null for a platform that is not a sandbox channel.
 */
export function sandboxChannelFees(platform: string): { commission: string; fixedFee: string } | null {
  const profile = financialProfiles[platform];
  if (!profile) return null;
  return { commission: profile.commissionRate ?? '0', fixedFee: profile.serviceFee ?? '0' };
}

const money = (value: string | undefined) => (value === undefined ? undefined : new Money(value));

/** The order (or its split parts) a sandbox channel of `platform` reports for `input`. Pure. */
export function simulateChannelOrders(
  platform: string,
  input: SimulatedOrderInput,
  marketplaceOrderId: string,
): ChannelOrder[] {
  const profile = financialProfiles[platform] ?? { ...plain, passThrough: true };
  const given = input.totals;
  const generating = !profile.passThrough;
  const itemsTotal = input.items.reduce(
    (sum, item) => sum.plus(new Money(item.salePrice).times(item.qty)),
    new Money(0),
  );
  const totals: ChannelOrder['totals'] = { ...given };
  const freight = money(given.totalFreight) ?? (generating ? new Money(0) : undefined);
  if (freight) totals.totalFreight = cents(freight);
  totals.totalNet = given.totalNet ?? cents(itemsTotal.plus(freight ?? 0));
  if (!given.totalGross && input.items.every((item) => item.originalPrice !== undefined)) {
    const gross = input.items.reduce(
      (sum, item) => sum.plus(new Money(item.originalPrice!).times(item.qty)),
      new Money(0),
    );
    totals.totalGross = cents(gross);
    if (!given.totalDiscount) totals.totalDiscount = cents(gross.minus(itemsTotal));
  }
  if (generating && !given.shippingCost) totals.shippingCost = cents(freight ?? new Money(0));
  if (!given.totalCommission && profile.commissionRate) {
    totals.totalCommission = cents(itemsTotal.times(profile.commissionRate));
  }
  if (!given.serviceFee && profile.serviceFee) totals.serviceFee = profile.serviceFee;
  if (profile.escrow) {
    if (!given.grossOperatingRevenue) totals.grossOperatingRevenue = cents(itemsTotal);
    if (!given.escrowAmount) {
      const deducted = new Money(totals.totalCommission ?? 0)
        .plus(totals.serviceFee ?? 0)
        .plus(totals.shippingCost ?? 0)
        .minus(totals.shippingDiscount ?? 0);
      totals.escrowAmount = cents(new Money(totals.totalNet).minus(deducted));
    }
  }
  const items = input.items.map((item) =>
    profile.salePriceIsLineTotal
      ? { ...item, salePrice: cents(new Money(item.salePrice).times(item.qty)) }
      : item,
  );
  const order = {
    marketplaceOrderId,
    items,
    totals,
    ...(input.customer ? { customer: input.customer } : {}),
    ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
    ...(input.shipBy ? { shipBy: input.shipBy } : {}),
  };
  if (!profile.splitsOrders || items.length < 2) return [order];
  // Each part repeats the original order's totals, as the channel does: never summed.
  return items.map((item, index) => ({
    ...order,
    marketplaceOrderId: `${marketplaceOrderId}-${index + 1}`,
    items: [item],
  }));
}

/**
 * How a sandbox account answers label requests, from its settings: `labelsFail` makes the channel
 * refuse the whole group; `refuseLabelsFor` (marketplace order ids) refuses those packages only;
 * `labelFormat: 'PDF'` makes PDF labels (as a Mercado Livre account can be set to) instead of ZPL.
 */
export interface LabelSettings {
  labelsFail?: boolean;
  refuseLabelsFor?: string[];
  labelFormat?: string;
}

/** A one-page 4×6 in PDF label (classic cross-reference table), as base64 as labels travel. */
function pdfLabel(packageId: string, marketplaceOrderId: string): string {
  const text = `BT /F1 24 Tf 30 380 Td (Pedido ${marketplaceOrderId}) Tj 0 -40 Td (${packageId}) Tj ET`;
  const objects = [
    '<</Type /Catalog /Pages 2 0 R>>',
    '<</Type /Pages /Kids [3 0 R] /Count 1>>',
    '<</Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>>>>>>',
    `<</Length ${text.length}>>\nstream\n${text}\nendstream`,
    '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<</Size ${objects.length + 1} /Root 1 0 R>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1').toString('base64');
}

/** A small ZPL label, as thermal printers take it. */
function zplLabel(packageId: string, marketplaceOrderId: string): string {
  return [
    '^XA',
    '^CF0,40',
    `^FO40,40^FDPedido ${marketplaceOrderId}^FS`,
    `^FO40,100^BCN,120,Y,N,N^FD${packageId}^FS`,
    '^XZ',
    '',
  ].join('\n');
}

export function sandboxLabels(
  settings: LabelSettings,
  request: LabelRequest,
  packageId: () => string,
): LabelGroupResult {
  if (settings.labelsFail) return { ok: false, error: 'sandbox: the channel could not process the group' };
  const refused = new Set(settings.refuseLabelsFor ?? []);
  return {
    ok: true,
    packages: request.orders.map((order) => {
      if (refused.has(order.marketplaceOrderId)) {
        return { orderId: order.orderId, ok: false, refusal: 'sandbox: shipping not allowed for this order' };
      }
      const id = packageId();
      const pdf = settings.labelFormat === 'PDF';
      return {
        orderId: order.orderId,
        ok: true,
        packageId: id,
        format: pdf ? 'PDF' : 'ZPL',
        content: pdf ? pdfLabel(id, order.marketplaceOrderId) : zplLabel(id, order.marketplaceOrderId),
      };
    }),
  };
}
