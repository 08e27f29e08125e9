import type { sellerDates as pt } from '../pt/sellerDates.ts';

export const sellerDates: typeof pt = {
  sellerClock: 'In Brasília time (the store’s time zone)',
  eventsFrom: 'Events from',
  eventsTo: 'Events until',
  missedNoneInPeriod: 'No missed notifications in this period.',
};
