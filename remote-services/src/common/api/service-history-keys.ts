/** The service history's query keys: the list's pages and each ticket, refreshed after a ticket is made or cancelled. */
export const serviceHistoryKeys = {
  all: ['customer-history'],
  list: (filter: object) => [...serviceHistoryKeys.all, filter],
  ticket: (id: number) => [...serviceHistoryKeys.all, 'ticket', id],
} as const;
