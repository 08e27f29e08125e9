import { describe, expect, it } from 'vitest';
import { queuesOf } from './work-queues.ts';

const clock = { now: new Date('2026-03-10T13:00:00Z'), dayEnd: new Date('2026-03-11T03:00:00Z') };
const at = (iso: string) => new Date(iso);

describe("the day's work queues", () => {
  it('puts a paid order in "to invoice", and also in "late" once its ship-by has passed', () => {
    expect(queuesOf({ status: 'PAID', shipBy: null }, clock)).toEqual(['TO_INVOICE']);
    expect(queuesOf({ status: 'PAID', shipBy: at('2026-03-12T12:00:00Z') }, clock)).toEqual(['TO_INVOICE']);
    expect(queuesOf({ status: 'PAID', shipBy: at('2026-03-10T12:59:59Z') }, clock)).toEqual([
      'TO_INVOICE',
      'LATE',
    ]);
  });

  it('ships today an invoiced order due before the day ends, or with no deadline told', () => {
    expect(queuesOf({ status: 'INVOICED', shipBy: at('2026-03-11T02:59:59Z') }, clock)).toEqual([
      'SHIP_TODAY',
    ]);
    expect(queuesOf({ status: 'INVOICED', shipBy: null }, clock)).toEqual(['SHIP_TODAY']);
    expect(queuesOf({ status: 'INVOICED', shipBy: at('2026-03-11T03:00:00Z') }, clock)).toEqual([]);
  });

  it('moves an invoiced order past its ship-by from "ship today" to "late"', () => {
    expect(queuesOf({ status: 'INVOICED', shipBy: at('2026-03-10T12:00:00Z') }, clock)).toEqual(['LATE']);
  });

  it('flags a shipment exception as a problem, and leaves shipped, created and closed orders out', () => {
    expect(queuesOf({ status: 'SHIPMENT_EXCEPTION', shipBy: at('2026-03-01T00:00:00Z') }, clock)).toEqual([
      'PROBLEM',
    ]);
    for (const status of ['CREATED', 'SHIPPED', 'DELIVERED', 'CONCLUDED', 'RETURNED', 'CANCELED'] as const) {
      expect(queuesOf({ status, shipBy: at('2026-03-01T00:00:00Z') }, clock)).toEqual([]);
    }
  });
});
