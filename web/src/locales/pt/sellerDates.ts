export const sellerDates = {
  sellerClock: 'No horário de Brasília (fuso da loja)',
  eventsFrom: 'Eventos a partir de',
  eventsTo: 'Eventos até',
  missedNoneInPeriod: 'Nenhuma notificação perdida neste período.',
};
