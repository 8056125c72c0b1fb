import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { OfflineNotice } from './offline-notice';

afterEach(cleanup);

describe('OfflineNotice', () => {
  it('blocks the page while offline and offers a refresh once back online', () => {
    renderWithApp(<OfflineNotice />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('No Internet or Internet Speed is Slow.')).toBeTruthy();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('Looks Like Your Internet is Back, Please Try to Refresh the Page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
