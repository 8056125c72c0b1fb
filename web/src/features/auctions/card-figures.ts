import { lifecycleOf, type LotFigures } from '../realtime/lot-figures';
import type { LotCardData } from './api/auction-lots';

type CardFields = Pick<
  LotCardData,
  'lot_state' | 'current_price' | 'next_valid_amount' | 'starts_at' | 'ends_at' | 'is_leading' | 'quote_count'
>;

/** A lot card's HTTP figures, before (or without) the live state. */
export function figuresFromCard(card: CardFields & { extensions?: number }): LotFigures {
  return {
    state: lifecycleOf(card.lot_state),
    price: card.current_price,
    nextValidAmount: card.next_valid_amount,
    startsAt: card.starts_at,
    endsAt: card.ends_at,
    youLead: card.is_leading,
    quoteCount: card.quote_count,
    extensions: card.extensions ?? 0,
    myMax: null,
  };
}

export function lotLabel(card: Pick<LotCardData, 'make' | 'model' | 'year'>): string {
  return `${card.make} ${card.model} (${card.year})`;
}
