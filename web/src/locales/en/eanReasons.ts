import type { eanReasons as pt } from '../pt/eanReasons.ts';

export const eanReasons: typeof pt = {
  MULTIPLE_MAIN: 'More than one EAN is marked main: mark only one.',
  NO_MAIN: 'Mark one EAN of the list as the main one.',
  TOO_MANY: 'The list has too many EANs.',
  INVALID_EAN: 'One of the EANs is not a valid EAN/GTIN (check its check digit).',
  EAN_NOT_IN_EANS: 'The main EAN is not in the list.',
  EAN_NOT_MAIN_OF_EANS: 'The main EAN is not the one marked main in the list.',
};
