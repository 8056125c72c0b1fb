import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { NoticeBar } from './notice-bar';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('NoticeBar', () => {
  it('links to the subscription and identity document tabs', () => {
    renderWithApp(<NoticeBar />, { user: { is_subscribed: false, docs_uploaded: false } });
    expect(screen.getByRole('link', { name: 'Subscribe now' }).getAttribute('href')).toBe('/client/profile?tab=subscription');
    expect(screen.getByRole('link', { name: 'upload your documents' }).getAttribute('href')).toBe('/client/profile?tab=identityDocument');
  });

  it('is absent for a subscribed user with documents', () => {
    renderWithApp(<NoticeBar />, { user: { is_subscribed: true, docs_uploaded: true } });
    expect(screen.queryByRole('region', { name: 'Account notice' })).toBeNull();
  });

  it('toggles wrapping on a click of the text and can be dismissed', () => {
    renderWithApp(<NoticeBar />, { user: { is_subscribed: true, docs_uploaded: false } });
    const text = screen.getByText(/We still need your identity document/);
    expect(text.className).toContain('truncated');
    fireEvent.click(text);
    expect(text.className).not.toContain('truncated');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('region', { name: 'Account notice' })).toBeNull();
  });
});
