import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render';
import { DEMO_BANNER_ID, DemoBanner } from './demo-banner';

afterEach(async () => {
  cleanup();
  document.getElementById(DEMO_BANNER_ID)?.remove();
  await act(() => changeLanguage('en'));
});

describe('DemoBanner', () => {
  it("keeps the server's banner in the language the reader chooses", async () => {
    const banner = document.createElement('div');
    banner.id = DEMO_BANNER_ID;
    banner.textContent = 'Demo: payments are simulated';
    document.body.prepend(banner);
    renderWithApp(<DemoBanner />, { user: null });
    await act(() => changeLanguage('hi'));
    expect(banner.textContent).toBe('डेमो: भुगतान सिम्युलेटेड हैं');
  });

  it('adds no banner where the server wrote none (an ordinary deployment)', async () => {
    renderWithApp(<DemoBanner />, { user: null });
    await act(() => changeLanguage('hi'));
    expect(document.getElementById(DEMO_BANNER_ID)).toBeNull();
    expect(document.body.textContent).not.toContain('डेमो');
  });
});
