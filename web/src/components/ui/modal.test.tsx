import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { addLanguageBundle } from '../../lib/i18n';
import en from '../../locales/en.json';
import { Modal } from './modal';

addLanguageBundle('en', en);

afterEach(cleanup);

/** A page with a button that opens a dialog; the dialog's content and lock come from the test. */
function Page({ fields = true, busy = false, nested = false }: { fields?: boolean; busy?: boolean; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Outer"
        onClose={() => setOpen(false)}
        closeDisabled={busy}
        footer={
          <button type="button" onClick={() => setInnerOpen(true)}>
            Details
          </button>
        }
      >
        {fields ? (
          <>
            <label htmlFor="name">Name</label>
            <input id="name" />
            <label htmlFor="phone">Phone</label>
            <input id="phone" />
          </>
        ) : (
          <p>Nothing to fill in</p>
        )}
      </Modal>
      {nested ? (
        <Modal open={innerOpen} title="Inner" onClose={() => setInnerOpen(false)}>
          <input aria-label="Inner field" />
        </Modal>
      ) : null}
    </>
  );
}

const press = (key: string, shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey });

describe('Modal focus', () => {
  it('puts focus on the first field, not on the close icon', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('focuses the dialog itself when it has no field, so its title is read first', () => {
    render(<Page fields={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Outer' }));
  });

  it('closes on Escape and gives focus back to the control that opened it', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back after the close icon too', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape while its request runs', () => {
    render(<Page busy />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    press('Escape');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('keeps Tab inside: from the last control to the first and back', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Details' });
    last.focus();
    press('Tab');
    expect(document.activeElement).toBe(close);
    press('Tab', true);
    expect(document.activeElement).toBe(last);
  });

  it('brings focus back inside when it moves to the page behind', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Before', hidden: true }).focus();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('closes only the innermost of two dialogs on Escape, and focus returns to the outer one', () => {
    render(<Page nested />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const details = screen.getByRole('button', { name: 'Details' });
    details.focus();
    fireEvent.click(details);
    expect(document.activeElement).toBe(screen.getByLabelText('Inner field'));
    press('Escape');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(details);
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Modal focus when its opener is gone', () => {
  function Replacing() {
    const [open, setOpen] = useState(false);
    const [done, setDone] = useState(false);
    return (
      <section aria-label="Lot">
        {done ? (
          <p>You lead</p>
        ) : (
          <button type="button" onClick={() => setOpen(true)}>
            Quote
          </button>
        )}
        <Modal
          open={open}
          title="Confirm"
          onClose={() => setOpen(false)}
          footer={
            <button
              type="button"
              onClick={() => {
                setDone(true);
                setOpen(false);
              }}
            >
              Confirm
            </button>
          }
        >
          <p>Sure?</p>
        </Modal>
      </section>
    );
  }

  it('puts focus on the nearest container still on the page instead of the body', () => {
    render(<Replacing />);
    const quote = screen.getByRole('button', { name: 'Quote' });
    quote.focus();
    fireEvent.click(quote);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Lot' }));
  });
});
