import { describe, expect, it } from 'vitest';
import { noticeVariant } from './notice-variant';

describe('noticeVariant', () => {
  it('asks for both when neither subscribed nor documents uploaded', () => {
    expect(noticeVariant({ is_subscribed: false, docs_uploaded: false })).toBe('subscribe-and-documents');
    expect(noticeVariant({})).toBe('subscribe-and-documents');
  });

  it('asks to subscribe when documents are uploaded', () => {
    expect(noticeVariant({ is_subscribed: false, docs_uploaded: true })).toBe('subscribe');
  });

  it('asks for the identity document when subscribed without documents', () => {
    expect(noticeVariant({ is_subscribed: true, docs_uploaded: false })).toBe('documents');
  });

  it('treats admins and auction admins as subscribed', () => {
    expect(noticeVariant({ admin: true, docs_uploaded: true })).toBeNull();
    expect(noticeVariant({ is_auction_admin: 1, docs_uploaded: 1 })).toBeNull();
    expect(noticeVariant({ admin: true, docs_uploaded: false })).toBe('documents');
  });

  it('is hidden when subscribed with documents, and without a user', () => {
    expect(noticeVariant({ is_subscribed: true, docs_uploaded: true })).toBeNull();
    expect(noticeVariant(null)).toBeNull();
  });

  it('reads 0/1 and string flags from the server', () => {
    expect(noticeVariant({ is_subscribed: '0', docs_uploaded: '1' })).toBe('subscribe');
    expect(noticeVariant({ is_subscribed: 'true', docs_uploaded: 'false' })).toBe('documents');
  });

  it('asks an active agent for nothing (they quote under their dealer’s plan), but a suspended one as any buyer', () => {
    expect(
      noticeVariant({
        is_subscribed: false,
        docs_uploaded: false,
        agent_of: { dealer_id: 1, dealer_name: 'Anil Tractors', status: 'active' },
      }),
    ).toBeNull();
    expect(
      noticeVariant({
        is_subscribed: false,
        docs_uploaded: false,
        agent_of: { dealer_id: 1, dealer_name: 'Anil Tractors', status: 'suspended' },
      }),
    ).toBe('subscribe-and-documents');
  });
});
