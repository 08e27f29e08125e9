/** A limit as channels state it: tokens added per second, and how many the bucket holds (its burst). */
export interface PacingPlan {
  rate: number;
  burst: number;
}

/** The tokens a bucket holds after `elapsedMs`, never more than its burst. */
export function refilled(tokens: number, elapsedMs: number, plan: PacingPlan): number {
  return Math.min(plan.burst, tokens + (Math.max(0, elapsedMs) / 1000) * plan.rate);
}

/**
 * How many of `wanted` calls may be reserved when the bucket holds `available`: call i (from 1) is
 * granted when its wait, (i − available) / rate, is within `maxWaitMs` (null: any wait).
 */
export function grantable(available: number, wanted: number, rate: number, maxWaitMs: number | null): number {
  if (maxWaitMs === null) return wanted;
  return Math.min(wanted, Math.max(0, Math.floor(available + (maxWaitMs / 1000) * rate)));
}

/** How long call i (from 1) of a reservation waits when the bucket held `available` before it. */
export function waitOf(i: number, available: number, rate: number): number {
  return (Math.max(0, i - available) / rate) * 1000;
}
