import { isFlagSet, isSubscribed, type SessionUser } from '../../features/session/atoms';

export type NoticeVariant = 'subscribe-and-documents' | 'subscribe' | 'documents';

/** Spec §2: hidden once the user counts as subscribed and has uploaded documents. */
export function noticeVariant(user: SessionUser | null): NoticeVariant | null {
  if (!user) return null;
  const subscribed = isSubscribed(user);
  const documents = isFlagSet(user.docs_uploaded);
  if (subscribed && documents) return null;
  if (!subscribed && !documents) return 'subscribe-and-documents';
  return subscribed ? 'documents' : 'subscribe';
}
