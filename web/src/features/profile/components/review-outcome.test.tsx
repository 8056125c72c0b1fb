import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { kycSummary, ReviewOutcome } from './review-outcome';
import type { IdentityDocument, IdentityDocuments } from '../api/profile';

const doc = (over: Partial<IdentityDocument>): IdentityDocument => ({
  id: 1,
  kind: 'pan_front',
  mime: 'image/jpeg',
  size_bytes: 1000,
  status: 'pending',
  uploaded_at: '2026-11-20T06:00:00Z',
  file_url: '/user/identity-documents/1/file',
  reviewed_at: null,
  reject_reason: null,
  reject_note: null,
  ...over,
});

const set = (documents: IdentityDocument[], over: Partial<IdentityDocuments> = {}): IdentityDocuments => ({
  user_id: 7,
  aadhar_number: null,
  pan_number: null,
  docs_uploaded: documents.length === 3,
  kyc_verified: false,
  documents,
  ...over,
});

describe('the review outcome in the profile', () => {
  it('shows a rejected document with its reason, the reviewer’s note and what to do', () => {
    renderWithApp(
      <ReviewOutcome
        doc={doc({
          status: 'rejected',
          reviewed_at: '2026-11-24T06:00:00Z',
          reject_reason: 'cut_off',
          reject_note: 'The left edge is missing.',
        })}
      />,
    );
    expect(screen.getByText('Part of the document is cut off')).toBeTruthy();
    expect(screen.getByText('The left edge is missing.')).toBeTruthy();
    expect(screen.getByText(/^Rejected on 24 Nov 2026\. Upload a new copy below/)).toBeTruthy();
  });

  it('says nothing more for a document still under review', () => {
    const { container } = renderWithApp(<ReviewOutcome doc={doc({})} />);
    expect(container.textContent).toBe('');
  });

  it('sums the set up: verified, something rejected, something missing, or waiting', () => {
    const three = (status: IdentityDocument['status']) => [doc({ kind: 'aadhar_front' }), doc({ kind: 'aadhar_back' }), doc({ status })];
    expect(kycSummary(set(three('verified'), { kyc_verified: true }))).toBe('verified');
    expect(kycSummary(set(three('rejected')))).toBe('rejected');
    expect(kycSummary(set([doc({})]))).toBe('missing');
    expect(kycSummary(set(three('pending')))).toBe('pending');
  });
});
