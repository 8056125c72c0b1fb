import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { DemoBanner } from './demo-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DemoBanner', () => {
  it('tells every visitor of a demo deployment that payments are simulated', async () => {
    mockApi({ '/app-config': { status: 200, data: { demo_mode: true } } });
    renderWithApp(<DemoBanner />, { user: null });
    expect((await screen.findByRole('status')).textContent).toBe('Demo: payments are simulated');
  });

  it('shows nothing on an ordinary deployment, or when the server cannot say', async () => {
    const api = mockApi({ '/app-config': { status: 200, data: { demo_mode: false } } });
    renderWithApp(<DemoBanner />, { user: null });
    await vi.waitFor(() => expect(api.count('/app-config')).toBe(1));
    expect(screen.queryByText('Demo: payments are simulated')).toBeNull();
    cleanup();
    const failing = mockApi({});
    renderWithApp(<DemoBanner />, { user: null });
    await vi.waitFor(() => expect(failing.count('/app-config')).toBe(1));
    expect(screen.queryByText('Demo: payments are simulated')).toBeNull();
  });
});
