import { useQuery } from '@tanstack/react-query';
import { getPage } from '../../hal';

export interface Carrier {
  id: string;
  name: string;
  active: boolean;
  cubicFactor: number | null;
  cubicThresholdKg: number | null;
  quoteUrl: string | null;
  integration: Integration | null;
}

/** A carrier integration as the service shows it: its credential (access code, token) is never sent back. */
interface Integration {
  type: 'POSTAL' | 'AGGREGATOR';
  originPostalCode: string;
  user?: string;
  postingCard?: string;
  services: { code?: string; id?: string; name?: string; freightType: string }[];
  receipt?: boolean;
  ownHand?: boolean;
}

export interface Range {
  postalCodeStart: string;
  postalCodeEnd: string;
}

export interface Region extends Range {
  id: string;
  name: string;
  ranges: Range[];
  carrierIds: string[];
}

export interface Band {
  id: string;
  carrierId: string;
  regionId: string;
  weightFrom: number;
  weightTo: number;
  price: number;
  deadlineDays: number;
  deliveryTime: number | null;
  freightType: string;
  serviceName: string | null;
}

export const freightTypes = ['STANDARD', 'EXPRESS', 'ECONOMIC', 'SAME_DAY', 'NEXT_DAY', 'PICKUP'] as const;

/** A seller has a handful of carriers: one page of the most the service serves holds them all. */
export function useCarriers() {
  return useQuery({
    queryKey: ['freight', 'carriers'],
    queryFn: () => getPage<Carrier>('/bffweb/freight/carriers?size=200', 'carriers'),
  });
}

/** `01310100` as a seller writes it: `01310-100`. */
export function formatCep(cep: string): string {
  const digits = cep.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : cep;
}

/** Number inputs give '' for an empty field: absent, not zero. */
export function numberOrNull(value: number | string): number | null {
  if (value === '' || value === null) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}
