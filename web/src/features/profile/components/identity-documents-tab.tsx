import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format';
import { useErrorText } from '../../../lib/forms/message-text';
import { tidied, useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { queryKeys, useApiQuery } from '../../../lib/query';
import { toast } from '../../../lib/toast';
import { sessionAtom } from '../../session/atoms';
import { DocumentUpload } from '../../signup/components/document-upload';
import { AADHAR_LENGTH, PAN_LENGTH, documentsStepForm, onlyDigits, panInput } from '../../signup/signup-form';
import { DOCUMENT_KINDS, identityDocuments, uploadDocuments, type DocumentKind, type IdentityDocuments } from '../api/profile';
import { DocumentPreview } from './document-preview';
import { ReviewOutcome, hasRejected, kycSummary } from './review-outcome';

const LABEL_KEYS: Record<DocumentKind, string> = {
  aadhar_front: 'signup.aadharFront',
  aadhar_back: 'signup.aadharBack',
  pan_front: 'signup.panFront',
};

/** Sign-up's rules (spec §5): each number optional, but complete when given; something must be sent. */
export function documentsProblem(aadhar: string, pan: string, fileCount: number): string | null {
  if (aadhar && aadhar.length !== AADHAR_LENGTH) return 'signup.errors.aadhar';
  if (pan && pan.length !== PAN_LENGTH) return 'signup.errors.pan';
  if (!aadhar && !pan && fileCount === 0) return 'profilePage.nothingToUpload';
  return null;
}

function DocumentsForm({ current, onSaved }: { current: IdentityDocuments; onSaved: (data: IdentityDocuments) => void }) {
  const { t, i18n } = useTranslation();
  const [files, setFiles] = useState<Partial<Record<DocumentKind, File>>>({});
  const errorText = useErrorText();
  // The numbers follow sign-up's rules (each optional, complete when given); the pictures are files beside the form.
  const form = useZodForm(documentsStepForm, { defaultValues: { aadharNumber: '', panNumber: '' } });
  const {
    register,
    reset,
    formState: { errors, isSubmitting: saving },
  } = form;
  const [error, setError] = useState<string | null>(null);
  // The fields are locked while the upload runs, not while the numbers are checked: a refused send
  // must leave the first invalid field enabled to take the focus (a disabled input cannot).
  const [uploading, setUploading] = useState(false);
  const staged = DOCUMENT_KINDS.filter((kind) => files[kind]).length;

  const submit = useSubmit(form, async ({ aadharNumber: aadhar, panNumber: pan }) => {
    const problem = documentsProblem(aadhar, pan, staged);
    setError(problem);
    if (problem) return;
    setUploading(true);
    try {
      const answer = await uploadDocuments({ aadhar, pan, files });
      if (answer.status === 200 && answer.data) {
        toast.success(answer.msg ?? t('profilePage.uploaded'));
        setFiles({});
        reset();
        onSaved(answer.data);
      } else {
        toast.error(answer.msg ?? t('common.somethingWentWrong'));
      }
    } catch {
      toast.error(t('common.somethingWentWrong'));
    } finally {
      setUploading(false);
    }
  });

  return (
    <form className="form documents-form" onSubmit={(e) => void submit(e)} noValidate>
      {DOCUMENT_KINDS.map((kind) => {
        const doc = current.documents.find((d) => d.kind === kind);
        const label = t(LABEL_KEYS[kind]);
        return (
          <fieldset key={kind} className="doc-card" data-kind={kind}>
            <legend className="doc-card__title">{label}</legend>
            {doc ? (
              <div className="doc-card__current">
                <DocumentPreview doc={doc} label={label} />
                <div>
                  <span className={`status status--doc-${doc.status}`}>{t(`profilePage.docStatus.${doc.status}`)}</span>
                  <p className="muted doc-card__date">
                    {t('profilePage.uploadedOn', { date: formatDate(doc.uploaded_at, i18n.language) })}
                  </p>
                  <ReviewOutcome doc={doc} />
                </div>
              </div>
            ) : (
              <p className="muted">{t('profilePage.notUploaded')}</p>
            )}
            <DocumentUpload
              id={`doc-${kind}`}
              label={t(doc ? 'profilePage.replace' : 'profilePage.uploadLabel', { label })}
              file={files[kind] ?? null}
              disabled={uploading}
              onChange={(file) => setFiles((current) => ({ ...current, [kind]: file ?? undefined }))}
            />
          </fieldset>
        );
      })}
      <TextField
        id="profile-aadhar"
        label={t('signup.aadharNumber')}
        hint={current.aadhar_number ? t('profilePage.onFile', { value: current.aadhar_number }) : t('signup.optional')}
        inputMode="numeric"
        error={errorText(errors.aadharNumber)}
        {...tidied(register('aadharNumber'), (value) => onlyDigits(value, AADHAR_LENGTH))}
        disabled={uploading}
      />
      <TextField
        id="profile-pan"
        label={t('signup.panNumber')}
        hint={current.pan_number ? t('profilePage.onFile', { value: current.pan_number }) : t('signup.optional')}
        error={errorText(errors.panNumber)}
        {...tidied(register('panNumber'), panInput)}
        disabled={uploading}
        autoCapitalize="characters"
      />
      {error ? (
        <p className="field__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={saving}>
        {saving ? t('common.loading') : t('profilePage.save')}
      </button>
    </form>
  );
}

/** ?tab=identityDocument: upload, replace and preview Aadhaar and PAN, with each one's review status. */
export function IdentityDocumentsTab() {
  const { t } = useTranslation();
  const dispatch = useSetAtom(sessionAtom);
  const { data, loading } = useApiQuery(queryKeys.identityDocuments(), (signal) => identityDocuments({ signal }));
  const [saved, setSaved] = useState<IdentityDocuments | null>(null);
  const current = saved ?? data;

  if (!current) return loading ? <Spinner /> : <p className="empty-state">{t('common.somethingWentWrong')}</p>;
  return (
    <div className="profile-tab" data-tab="identityDocument">
      <p
        className={`profile-card__status${current.docs_uploaded && !hasRejected(current) ? '' : ' profile-card__status--pending'}`}
        data-kyc-summary={kycSummary(current)}
      >
        {t(`kyc.profile.${kycSummary(current)}`)}
      </p>
      <p className="muted">{t('profilePage.docsHint')}</p>
      <DocumentsForm
        key={current.documents.map((d) => d.id).join(',')}
        current={current}
        onSaved={(next) => {
          setSaved(next);
          dispatch({ type: 'SUBSCRIPTION_UPDATE', user: { docs_uploaded: next.docs_uploaded } });
        }}
      />
    </div>
  );
}
