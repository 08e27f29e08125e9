import { describe, expect, it } from 'vitest';
import { cpuSecondsOfStat, describeCpu, machineSecondsOfStat } from '../bench/cpu-share.ts';

describe('bench CPU share', () => {
  it("reads a process's user and system time from its /proc stat line, whatever its name holds", () => {
    // utime 1234 and stime 566 ticks (fields 14 and 15), USER_HZ 100.
    const tail = 'S 1 1 1 0 -1 4194560 500 0 0 0 1234 566 0 0 20 0 1 0 100 1000 10 0';
    expect(cpuSecondsOfStat(`4242 (postgres) ${tail}`)).toBeCloseTo(18);
    expect(cpuSecondsOfStat(`4242 (feira worker) ${tail}`)).toBeCloseTo(18);
    expect(cpuSecondsOfStat(`4242 (a) b (c)) ${tail}`)).toBeCloseTo(18);
  });

  it("reads the machine's busy and total time, idle and iowait counting as not busy", () => {
    const stat = 'cpu  100 10 50 800 40 0 0 0 0 0\ncpu0 50 5 25 400 20 0 0 0 0 0\n';
    expect(machineSecondsOfStat(stat)).toEqual({ busy: 1.6, total: 10 });
  });

  it('says what each side used in cores and as a share of the machine', () => {
    const text = describeCpu({
      seconds: 10,
      databaseCores: 1.2,
      processCores: { workers: 0.5 },
      peakBackends: 31,
      machineBusy: 0.97,
      cores: 2,
    });
    expect(text).toBe(
      'CPU in cores (share of the machine): postgres 1.20 (60 %), workers 0.50 (25 %); ' +
        'machine 97 % busy of 2 cores; at most 31 connections to the database',
    );
  });
});
