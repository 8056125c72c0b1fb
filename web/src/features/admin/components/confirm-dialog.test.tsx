import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ConfirmDialog } from './ui';

afterEach(cleanup);

function open(onConfirm: (reason: string) => Promise<void>, onClose = vi.fn()) {
  renderWithApp(
    <ConfirmDialog
      open
      title="Issue a credit note?"
      message="Invoice VH/26-27/0042"
      confirmLabel="Issue credit note"
      reasonLabel="Reason"
      reasonRequired
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { confirm: screen.getByRole('button', { name: 'Issue credit note' }) as HTMLButtonElement, onClose };
}

describe('ConfirmDialog', () => {
  it('asks for the reason it requires, sends it trimmed, and cannot be closed while its request runs', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { confirm, onClose } = open(onConfirm);
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Billed twice  ' } });
    expect(confirm.disabled).toBe(false);

    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Billed twice');
    const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    expect(confirm.disabled).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => finish());
    expect(cancel.disabled).toBe(false);
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('');
  });

  it('Cancel closes it and forgets the reason typed', () => {
    const { onClose } = open(vi.fn(async () => {}));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Wrong buyer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('');
  });
});
