import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { AUTOBID_PATH, LATEST_PATH, QUOTE_PATH } from '../api/bids';
import { BidPanel } from './bid-panel';
import { PermissionModal } from './permission-modal';
import type { LotFigures } from '../../realtime/lot-figures';

const FIGURES: LotFigures = {
  state: 'live',
  price: 331000,
  nextValidAmount: 333000,
  startsAt: '2026-11-21T08:00:00.000Z',
  endsAt: '2099-11-21T12:00:00.000Z',
  youLead: false,
  quoteCount: 1,
  extensions: 0,
  myMax: null,
};

const ACCEPTED = {
  status: 200,
  msg: 'Quote accepted. You are the highest bidder.',
  data: {
    asset_id: 5,
    seq: 2,
    last_seq: 2,
    price: 340000,
    you_lead: true,
    next_valid_amount: 342000,
    quote_count: 2,
    ends_at: '2099-11-21T12:00:00.000Z',
    extended: false,
    server_time: '2026-11-21T10:00:00.000Z',
  },
};

/** Moves the rendered lot on, as live events would: a new price, a new leader, the close. */
let moveLot: (figures: Partial<LotFigures>) => void = () => {};

function LivePanel({ initial, phase }: { initial: Partial<LotFigures>; phase: 'live' | 'closed' }) {
  const [figures, setFigures] = useState({ ...FIGURES, ...initial });
  const [current, setPhase] = useState(phase);
  moveLot = (f) => {
    setFigures((prev) => ({ ...prev, ...f }));
    if (f.state === 'closed') setPhase('closed');
  };
  return <BidPanel assetId={5} lotLabel="John Deere 5105 (2014)" figures={figures} phase={current} />;
}

function renderPanel(
  figures: Partial<LotFigures> = {},
  user: Record<string, unknown> = { user_id: 2, phone: '9000000002', is_subscribed: true },
) {
  return renderWithApp(
    <>
      <LivePanel initial={figures} phase="live" />
      <PermissionModal />
    </>,
    { user: user as never },
  );
}

function headerOf(call: unknown[] | undefined, name: string): string | undefined {
  const init = call?.[1] as RequestInit | undefined;
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

const quoteCalls = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith(QUOTE_PATH));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BidPanel', () => {
  it('offers a quote of exactly the next valid amount, with the amount in words', () => {
    mockApi({});
    renderPanel();
    expect(screen.getByRole('button', { name: 'Quote ₹3,33,000' })).toBeTruthy();
    expect(screen.getAllByText('Three Lakh Thirty Three Thousand Rupees Only').length).toBeGreaterThan(0);
  });

  it('rejects a typed quote below the next valid amount without asking the server', () => {
    const api = mockApi({});
    renderPanel();
    const form = screen.getByRole('form', { name: 'Quote' });
    fireEvent.change(within(form).getByLabelText('Or quote a higher amount'), { target: { value: '332000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Review quote' }));
    expect(within(form).getByRole('alert').textContent).toBe('The amount must be at least ₹3,33,000');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.count(QUOTE_PATH)).toBe(0);
  });

  it('confirms in figures and words, then sends the quote with an Idempotency-Key and shows the answer', async () => {
    const api = mockApi({ [QUOTE_PATH]: ACCEPTED, [LATEST_PATH]: { status: 200, data: [] } });
    renderPanel();
    const form = screen.getByRole('form', { name: 'Quote' });
    fireEvent.change(within(form).getByLabelText('Or quote a higher amount'), { target: { value: '3,40,000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Review quote' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirm your quote' });
    expect(within(dialog).getByText('₹3,40,000')).toBeTruthy();
    expect(within(dialog).getByText('Three Lakh Forty Thousand Rupees Only')).toBeTruthy();
    expect(within(dialog).getByText('Quotes cannot be cancelled once submitted.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit quote' })));

    expect(JSON.parse(String(api.calls.find((c) => c.path === QUOTE_PATH)?.body))).toEqual({ asset_id: 5, amount: 340000 });
    expect(headerOf(quoteCalls()[0], 'Idempotency-Key')).toMatch(/^web-[0-9a-f]{32}$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => moveLot({ youLead: true, price: 340000, nextValidAmount: 342000 }));
    expect(screen.getByRole('status').textContent).toBe('Quote accepted. You are the highest bidder.');

    // Someone quotes over the buyer: the green mark goes at once, not on the next reload.
    act(() => moveLot({ youLead: false, price: 345000, nextValidAmount: 347000 }));
    expect(screen.queryByText('Quote accepted. You are the highest bidder.')).toBeNull();
    expect(screen.queryByText('You are the highest bidder.')).toBeNull();
  });

  it('drops the highest-bidder mark when the lot closes', async () => {
    mockApi({ [QUOTE_PATH]: ACCEPTED, [LATEST_PATH]: { status: 200, data: [] } });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Quote ₹3,33,000' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit quote' })));
    act(() => moveLot({ youLead: true }));
    expect(screen.getByRole('status').textContent).toBe('Quote accepted. You are the highest bidder.');
    act(() => moveLot({ state: 'closed' }));
    expect(screen.queryByText('Quote accepted. You are the highest bidder.')).toBeNull();
  });

  it('follows the live price while the confirm box is open, and never sends the passed amount', async () => {
    const api = mockApi({ [QUOTE_PATH]: ACCEPTED, [LATEST_PATH]: { status: 200, data: [] } });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Quote ₹3,33,000' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your quote' });
    expect(within(dialog).queryByTestId('price-moved')).toBeNull();

    act(() => moveLot({ price: 335000, nextValidAmount: 337000 }));
    expect(within(dialog).getByTestId('price-moved').textContent).toBe('The price moved to ₹3,35,000. Quote ₹3,37,000?');
    const offer = within(dialog).getByRole('button', { name: 'Quote ₹3,37,000' });
    expect(within(dialog).queryByRole('button', { name: 'Submit quote' })).toBeNull();

    fireEvent.click(offer);
    expect(within(dialog).getByTestId('confirm-amount').textContent).toBe('₹3,37,000');
    expect(api.count(QUOTE_PATH)).toBe(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit quote' })));
    expect(JSON.parse(String(api.calls.find((c) => c.path === QUOTE_PATH)?.body))).toEqual({ asset_id: 5, amount: 337000 });
  });

  it('offers a buyer without a plan "Subscribe to quote", leading to the plans, instead of the quote forms', () => {
    mockApi({});
    renderPanel({}, { user_id: 3, phone: '9000000003', is_subscribed: false });
    const link = screen.getByRole('link', { name: 'Subscribe to quote' });
    expect(link.getAttribute('href')).toBe('/subscription-plans');
    expect(screen.queryByRole('form', { name: 'Quote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quote ₹3,33,000' })).toBeNull();
  });

  it('closes the quote confirmation on Escape, sending nothing, and focus goes back to the quote button', () => {
    const api = mockApi({});
    renderPanel();
    const quote = screen.getByRole('button', { name: 'Quote ₹3,33,000' });
    quote.focus();
    fireEvent.click(quote);
    const dialog = screen.getByRole('dialog', { name: 'Confirm your quote' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(quote);
    expect(api.count(QUOTE_PATH)).toBe(0);
  });

  it('gives focus back to the autobid button after its confirmation is cancelled', () => {
    mockApi({});
    renderPanel();
    const form = screen.getByRole('form', { name: 'Autobid' });
    fireEvent.change(within(form).getByLabelText('Your maximum'), { target: { value: '4,00,000' } });
    const review = within(form).getByRole('button', { name: 'Review autobid' });
    review.focus();
    fireEvent.click(review);
    const dialog = screen.getByRole('dialog', { name: 'Confirm your autobid' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(review);
  });

  it('resends the same Idempotency-Key after a request that got no answer', async () => {
    let attempt = 0;
    mockApi({
      [QUOTE_PATH]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return ACCEPTED;
      },
      [LATEST_PATH]: { status: 200, data: [] },
    });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Quote ₹3,33,000' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit quote' })));
    expect(screen.getByRole('dialog').textContent).toContain('it will not be placed twice');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    const keys = quoteCalls().map((call) => headerOf(call, 'Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal, and opens the permission modal for a state the plan does not cover", async () => {
    const msg = 'You do not have permission for auctions in Rajasthan. Every plan includes PAN India permission: subscribe to quote here.';
    mockApi({ [QUOTE_PATH]: { status: 403, code: 'bid.state_not_permitted', msg }, [LATEST_PATH]: { status: 200, data: [] } });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Quote ₹3,33,000' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit quote' })));
    const modal = screen.getByRole('dialog', { name: 'State not permitted' });
    expect(within(modal).getByText(msg)).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Subscribe now' })).toBeTruthy();
    expect(within(modal).getByRole('link', { name: 'See all plans' }).getAttribute('href')).toBe('/subscription-plans');
    expect(screen.getAllByText(msg).length).toBe(2);
  });

  it('only lets an autobid maximum go up', () => {
    const api = mockApi({});
    renderPanel({ myMax: 400000 });
    const form = screen.getByRole('form', { name: 'Autobid' });
    expect(within(form).getByText('Your autobid maximum: ₹4,00,000')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Your maximum'), { target: { value: '400000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Raise autobid' }));
    expect(within(form).getByRole('alert').textContent).toBe('Your autobid maximum is ₹4,00,000. It can only be raised.');
    expect(api.count(AUTOBID_PATH)).toBe(0);
  });

  it('hides the quote form from the leader, who may still raise an autobid', () => {
    mockApi({});
    renderPanel({ youLead: true });
    expect(screen.getByText('You are the highest bidder.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Quote' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Autobid' })).toBeTruthy();
  });
});
