/** The GS1 check digit of a 12-digit EAN-13 body: weights 1 and 3 from the left, to the next ten. */
export function ean13(body: string): string {
  if (!/^\d{12}$/.test(body)) throw new Error(`an EAN-13 body has 12 digits: ${body}`);
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}
