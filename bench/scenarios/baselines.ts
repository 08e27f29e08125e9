import type { Scenario } from '../harness.ts';

/** Prints the two baselines every other figure is divided by, as rows of their own. */
export const scenario: Scenario = {
  name: 'baselines',
  aim: 'reference',
  async run(h) {
    return [
      {
        scenario: 'baseline: fastify hello-world',
        figure: h.helloWorldReqPerSec,
        unit: 'req/s',
        baseline: null,
        baselineName: null,
        ratio: null,
        aim: 'reference',
      },
      {
        scenario: `baseline: raw single-row INSERT transactions (${h.databaseKind})`,
        figure: h.rawInsertTxPerSec,
        unit: 'tx/s',
        baseline: null,
        baselineName: null,
        ratio: null,
        aim: 'reference',
      },
    ];
  },
};
