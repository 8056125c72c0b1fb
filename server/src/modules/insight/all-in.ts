/** The all-in price of a lot: the one computation the server and the web share (packages/contract). */
export { allInCost, type CostBreakdown, type CostParams } from '@vahanhaat/contract/costs';
