/** Called after stock changes so cached catalogue reads (stock, best sellers) are refreshed. */
export type StockChanged = (productIds: number[]) => Promise<void> | void;
