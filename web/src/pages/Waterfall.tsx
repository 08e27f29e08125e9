import { Table } from '@mantine/core';
import { formatMoney } from '../format';
import { useI18n } from '../i18n';
import type { Order } from '../api/orders';

/** A step as `/bffweb/orders/:id` computes it (decimal arithmetic on the server; here only drawn). */
type WaterfallStep = NonNullable<Order['waterfall']>[number];

const BAR = 64;
const GAP = 28;
const HEIGHT = 220;
const TOP = 24;
const LABEL_AREA = 52;

/**
 * The margin as a waterfall in plain SVG: totals stand on zero, each fee or subsidy floats from the
 * running total before it to the one after. The table below it says the same for screen readers and
 * for reading exact figures.
 */
export function Waterfall({ steps }: { steps: WaterfallStep[] }) {
  const { t, lang } = useI18n();
  // Where each bar starts: zero for a total, the running total before it for a change.
  const starts = steps.map((step, index) =>
    step.kind === 'total' || index === 0 ? 0 : steps[index - 1]!.runningTotal,
  );
  const max = Math.max(0, ...steps.map((step) => step.runningTotal), ...starts);
  const min = Math.min(0, ...steps.map((step) => step.runningTotal), ...starts);
  const span = max - min || 1;
  const y = (value: number) => TOP + ((max - value) / span) * (HEIGHT - TOP);
  const width = steps.length * (BAR + GAP) + GAP;
  const margin = steps.at(-1)!;
  const label = (key: string) => t.orders.steps[key] ?? key;

  return (
    <>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + LABEL_AREA}`}
        width="100%"
        style={{ maxWidth: width * 1.4, display: 'block' }}
        role="img"
        aria-label={t.orders.chartLabel(formatMoney(margin.amount, lang))}
      >
        <line x1={0} x2={width} y1={y(0)} y2={y(0)} stroke="#868e96" strokeWidth={1} />
        {steps.map((step, index) => {
          const from = starts[index]!;
          const to = step.runningTotal;
          const top = y(Math.max(from, to));
          const height = Math.max(1, Math.abs(y(from) - y(to)));
          const x = GAP + index * (BAR + GAP);
          const fill =
            step.kind === 'total'
              ? to < 0
                ? '#c92a2a'
                : '#0b7285'
              : step.amount < 0
                ? '#e03131'
                : '#2f9e44';
          return (
            <g key={step.key}>
              <rect x={x} y={top} width={BAR} height={height} fill={fill} rx={2} />
              <text x={x + BAR / 2} y={top - 6} textAnchor="middle" fontSize={11} fill="#212529">
                {formatMoney(step.amount, lang)}
              </text>
              <text x={x + BAR / 2} y={HEIGHT + 18} textAnchor="middle" fontSize={11} fill="#343a40">
                {label(step.key)
                  .split(' ')
                  .reduce<string[]>((lines, word) => {
                    // Two short lines under each bar: labels are one to four words.
                    const last = lines.at(-1);
                    if (last !== undefined && (last + ' ' + word).length <= 12)
                      lines[lines.length - 1] = `${last} ${word}`;
                    else lines.push(word);
                    return lines;
                  }, [])
                  .map((line, n) => (
                    <tspan key={n} x={x + BAR / 2} dy={n === 0 ? 0 : 13}>
                      {line}
                    </tspan>
                  ))}
              </text>
            </g>
          );
        })}
      </svg>
      <Table.ScrollContainer minWidth={360}>
        <Table aria-label={t.orders.money} data-testid="waterfall-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.orders.step}</Table.Th>
              <Table.Th ta="right">{t.orders.value}</Table.Th>
              <Table.Th ta="right">{t.orders.runningTotal}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {steps.map((step) => (
              <Table.Tr
                key={step.key}
                fw={step.kind === 'total' ? 700 : undefined}
                data-testid={`step-${step.key}`}
              >
                <Table.Td>{label(step.key)}</Table.Td>
                <Table.Td ta="right" data-testid="step-amount">
                  {step.kind === 'change' && step.amount > 0 ? '+' : ''}
                  {formatMoney(step.amount, lang)}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(step.runningTotal, lang)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
