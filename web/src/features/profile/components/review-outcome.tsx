import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { IdentityDocument, IdentityDocuments } from '../api/profile';

export const hasRejected = (d: IdentityDocuments) => d.documents.some((doc) => doc.status === 'rejected');

/** One line for the whole set: verified, something to upload again, missing, or waiting for review. */
export function kycSummary(d: IdentityDocuments): 'verified' | 'rejected' | 'missing' | 'pending' {
  if (d.kyc_verified) return 'verified';
  if (hasRejected(d)) return 'rejected';
  if (!d.docs_uploaded) return 'missing';
  return 'pending';
}

/** Under a reviewed document: when it was decided and, for a rejection, why and what to do. */
export function ReviewOutcome({ doc }: { doc: IdentityDocument }) {
  const { t, i18n } = useTranslation();
  if (doc.status === 'pending' || !doc.reviewed_at) return null;
  const date = formatDate(doc.reviewed_at, i18n.language);
  if (doc.status === 'verified') return <p className="muted doc-card__date">{t('kyc.profile.verifiedOn', { date })}</p>;
  return (
    <div className="doc-card__rejection" role="status">
      <p>
        <strong>{t('kyc.profile.reason')}</strong> {doc.reject_reason ? t(`kyc.reason.${doc.reject_reason}`) : null}
      </p>
      {doc.reject_note ? (
        <p>
          <strong>{t('kyc.profile.note')}</strong> <span className="doc-card__note">{doc.reject_note}</span>
        </p>
      ) : null}
      <p className="muted">{t('kyc.profile.uploadAgain', { date })}</p>
    </div>
  );
}
