import type { ProblemIssue } from './api';
import type { validation as ValidationTexts } from './locales/pt/validation';

/** The part of the dictionary a refusal is worded from (pure, so the wording test runs it without a browser). */
export interface WordingTexts {
  validation: typeof ValidationTexts;
  catalog: { variation: string };
}

/** Where a service says the value came from (`params.postalCode`, `querystring.from`): not the seller's concern. */
const CONTEXT = /^(?:body|params|querystring|headers)(?:\.|$)/;

/**
 * A field path of the API as the seller reads it, each name by its label on the screen:
 * `variations[0].eans` → `Variação 1 › EANs`, `params.postalCode` → `CEP`. Paths never carry ids,
 * only positions and names; a name the dictionary lacks is shown as sent (the wording test keeps
 * the dictionary complete for every field the admin sends).
 */
export function fieldLabel(field: string, t: WordingTexts): string {
  const path = field.replace(/^\//, '').replace(CONTEXT, '');
  if (!path) return t.validation.fields.body ?? field;
  return path
    .split('.')
    .flatMap((segment) => {
      const match = /^([^[]*)((?:\[\d+\])*)$/.exec(segment);
      const name = match?.[1] ?? segment;
      const positions = [...(match?.[2] ?? '').matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]) + 1);
      if (name === 'variations' && positions.length > 0) {
        return [`${t.catalog.variation} ${positions.join(' ')}`];
      }
      const label = name ? (t.validation.fields[name] ?? name) : '';
      return [[label, ...positions].filter((part) => part !== '').join(' ')];
    })
    .filter(Boolean)
    .join(' › ');
}

/** One refused field in the seller's words, by what was refused (a channel's words are the alert's headline). */
export function issueText(issue: ProblemIssue, t: WordingTexts): string {
  const word = issue.keyword ? t.validation.keywords[issue.keyword] : undefined;
  if (!word) return t.validation.fallback;
  return word({
    limit: issue.limit,
    allowed: issue.allowedValues?.map(String).join(', '),
    other: issue.other ? fieldLabel(issue.other, t) : undefined,
  });
}

/** A channel refusal Feira knows, by the words the service or the channel write it with. */
const KNOWN_REFUSALS: [RegExp, (t: WordingTexts, match: RegExpExecArray) => string][] = [
  [/found no category for this title/i, (t) => t.validation.channelRefusals.noCategory],
  [/found no product type for this title/i, (t) => t.validation.channelRefusals.noProductType],
  [
    /category \S+ requires (.+?): add them/i,
    (t, m) => t.validation.channelRefusals.requiresAttributes(m[1]!.replace(/ \([A-Z_]+\)/g, '')),
  ],
  [/waiting for a price/i, (t) => t.validation.channelRefusals.waitingPrice],
  [/waiting for stock/i, (t) => t.validation.channelRefusals.waitingStock],
  [/needs the NF-e XML/i, (t) => t.validation.channelRefusals.needsXml],
  [/the XML is the NF-e \d+, not/i, (t) => t.validation.channelRefusals.xmlOtherKey],
  [/no Mercado Envios shipment/i, (t) => t.validation.channelRefusals.noShipment],
  [/connect(ed)? (it )?again|reconnect/i, (t) => t.validation.channelRefusals.reconnect],
  [/listing type of an item can be changed only once/i, (t) => t.validation.channelRefusals.listingTypeOnce],
  [/listing type \S+ is not available for item/i, (t) => t.validation.channelRefusals.listingTypeNotOffered],
];

/**
 * A channel's refusal (an ad's last error, a refused invoice) in the seller's words where Feira knows
 * it, always with the channel's own text beside, which is what support and the channel's help read.
 */
export function channelRefusalText(text: string, t: WordingTexts): { known?: string; original: string } {
  for (const [pattern, word] of KNOWN_REFUSALS) {
    const match = pattern.exec(text);
    if (match) return { known: word(t, match), original: t.validation.channelSaid(text) };
  }
  return { original: t.validation.channelSaid(text) };
}
