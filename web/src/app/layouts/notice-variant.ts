import { isFlagSet, quotesUnderPlan, type SessionUser } from '../../features/session/atoms';

export type NoticeVariant = 'subscribe-and-documents' | 'subscribe' | 'documents';

/** Spec §2: hidden once the user counts as subscribed and has uploaded documents. */
export function noticeVariant(user: SessionUser | null): NoticeVariant | null {
  if (!user) return null;
  // An agent quotes under the dealer's plan and documents: nothing to nag them about.
  if (user.agent_of?.status === 'active') return null;
  const subscribed = quotesUnderPlan(user);
  const documents = isFlagSet(user.docs_uploaded);
  if (subscribed && documents) return null;
  if (!subscribed && !documents) return 'subscribe-and-documents';
  return subscribed ? 'documents' : 'subscribe';
}
