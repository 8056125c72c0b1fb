import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { buyerUser } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { IdentityDocumentsTab } from './identity-documents-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NONE = {
  status: 200,
  data: { user_id: 5, aadhar_number: null, pan_number: null, docs_uploaded: false, kyc_verified: false, documents: [] },
};
const USER = { user: buyerUser({ user_id: 5, phone: '9876543210' }) };

describe('Identity documents form', () => {
  it('refuses a partial Aadhaar or a PAN of the wrong shape under its field, and uploads nothing', async () => {
    const api = mockApi({
      '/user/identity-documents': NONE,
      '/subscriptions/upload-adadhar-pan-details': { status: 200, msg: 'Uploaded', data: NONE.data },
    });
    renderWithApp(<IdentityDocumentsTab />, USER);
    const aadhar = (await screen.findByLabelText(/^Aadhar Number/)) as HTMLInputElement;
    fireEvent.change(aadhar, { target: { value: '1234 5' } });
    fireEvent.change(screen.getByLabelText(/^PAN Number/), { target: { value: 'abcde12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload documents' }));
    // Checking the numbers locks nothing: a disabled field could not take the focus below (the
    // form's focus then depended on which came first, its retry or the re-enabling render).
    expect(aadhar.disabled).toBe(false);
    expect(await screen.findByText('please skip or enter correct Aadhar number')).toBeTruthy();
    expect(screen.getByText('please skip or enter correct PAN number')).toBeTruthy();
    // The first refused field takes the focus once the refusal is drawn.
    await waitFor(() => expect(document.activeElement?.id).toBe('profile-aadhar'));
    expect(api.count('/subscriptions/upload-adadhar-pan-details')).toBe(0);
    fireEvent.change(screen.getByLabelText(/^Aadhar Number/), { target: { value: '1234 1234 1234' } });
    fireEvent.change(screen.getByLabelText(/^PAN Number/), { target: { value: 'abcde1234f' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Upload documents' }));
    await waitFor(() => expect(api.count('/subscriptions/upload-adadhar-pan-details')).toBe(1));
    const sent = api.multipart('/subscriptions/upload-adadhar-pan-details');
    expect(sent?.get('aadhar')).toBe('123412341234');
    expect(sent?.get('pan')).toBe('ABCDE1234F');
  }, 20_000);
});
