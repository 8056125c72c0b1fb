import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { mockApi } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { LanguagePicker } from './language-picker';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const pick = (code: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: code } });

describe('LanguagePicker', () => {
  it("saves a signed-in reader's choice on their account", async () => {
    const api = mockApi({ '/user/language': { status: 200, msg: 'भाषा सहेजी गई', data: { language: 'hi' } } });
    renderWithApp(<LanguagePicker />, { user: { user_id: 7, is_subscribed: true } });
    pick('hi');
    await waitFor(() => expect(api.count('/user/language')).toBe(1));
    expect(api.form('/user/language')).toEqual({ language: 'hi' });
  });

  it('asks nothing of the server for a reader who is not signed in', async () => {
    const api = mockApi({});
    renderWithApp(<LanguagePicker />, { user: null });
    pick('ta');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveProperty('value', 'ta'));
    expect(api.count('/user/language')).toBe(0);
  });
});
