/**
 * An NF-e access key's last digit checks the other 43 (modulo 11, weights 2 to 9 from the right,
 * repeating): a key mistyped by one digit is caught before it reaches the marketplace.
 */
export function nfeKeyCheckDigit(first43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += Number(first43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidNfeKey(key: string): boolean {
  return /^\d{44}$/.test(key) && nfeKeyCheckDigit(key.slice(0, 43)) === Number(key[43]);
}
