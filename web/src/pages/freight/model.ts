export const freightTypes = ['STANDARD', 'EXPRESS', 'ECONOMIC', 'SAME_DAY', 'NEXT_DAY', 'PICKUP'] as const;

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
