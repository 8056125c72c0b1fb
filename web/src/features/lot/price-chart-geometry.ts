export interface ChartPoint {
  x: number;
  y: number;
  amount: number;
}

export interface ChartGeometry {
  points: ChartPoint[];
  /** The start price line, when it is inside the chart. */
  baseline: number | null;
  min: number;
  max: number;
}

export interface ChartBox {
  width: number;
  height: number;
  padX: number;
  padY: number;
}

/**
 * Quotes as points, one step apart along x (quote order, so a burst near the end stays readable),
 * with y scaled between the start price and the highest quote.
 */
export function chartGeometry(amounts: readonly number[], startPrice: number, box: ChartBox): ChartGeometry {
  const min = Math.min(startPrice, ...amounts);
  const max = Math.max(startPrice, ...amounts);
  const innerW = box.width - 2 * box.padX;
  const innerH = box.height - 2 * box.padY;
  // A flat history (one quote at the start price) sits in the middle, not on the floor.
  const yOf = (amount: number) => (max === min ? box.padY + innerH / 2 : box.padY + innerH - ((amount - min) / (max - min)) * innerH);
  const step = amounts.length > 1 ? innerW / (amounts.length - 1) : 0;
  const points = amounts.map((amount, i) => ({
    x: amounts.length > 1 ? box.padX + i * step : box.padX + innerW / 2,
    y: yOf(amount),
    amount,
  }));
  return { points, baseline: yOf(startPrice), min, max };
}
