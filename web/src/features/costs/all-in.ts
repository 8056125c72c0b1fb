/** The all-in price of a lot, computed as the buyer types: the same computation as the server's (packages/contract). */
export { allInCost, type CostBreakdown, type CostParams } from '@vahanhaat/contract/costs';
