import type { orderWork as pt } from '../pt/orderWork.ts';

export const orderWork: typeof pt = {
  queuesTitle: "Today's orders",
  queueFilter: 'Queue',
  all: 'All',
  queues: {
    TO_INVOICE: 'To invoice',
    SHIP_TODAY: 'To ship today',
    LATE: 'Late',
    PROBLEM: 'With a problem',
  },
  queueHelp: {
    TO_INVOICE: 'Paid, no invoice yet.',
    SHIP_TODAY: 'Invoiced, to ship before the day ends.',
    LATE: 'Paid or invoiced past their ship-by date.',
    PROBLEM: 'The marketplace reported a shipment exception.',
  },
  lateAlert: (n: number) => `${n} order(s) past their ship-by date.`,
  problemAlert: (n: number) => `${n} order(s) with a shipment problem.`,
  openQueue: 'See orders',
  shipBy: 'Ship by',
  late: 'Late',
  noShipBy: 'The marketplace gave no ship-by date.',
  shipping: 'Shipping',
  buyer: 'Buyer',
  document: 'Tax id',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  noBuyer: 'The marketplace did not inform the buyer, or you have no access to buyer data.',
};
