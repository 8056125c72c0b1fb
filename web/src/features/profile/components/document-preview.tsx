import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentIcon } from '../../../components/ui/icons';
import { documentFile, type IdentityDocument } from '../api/profile';

/** The stored document, fetched with the session (it is never public) and shown from memory. */
export function DocumentPreview({ doc, label }: { doc: IdentityDocument; label: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    documentFile(doc.file_url, controller.signal)
      .then((blob) => {
        if (!blob) return setFailed(true);
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [doc.file_url]);

  if (failed) return <p className="muted">{t('profilePage.previewFailed')}</p>;
  if (!url) return <span className="doc-preview doc-preview--loading" aria-hidden="true" />;
  if (doc.mime.startsWith('image/')) {
    return (
      <a href={url} target="_blank" rel="noreferrer" className="doc-preview">
        <img src={url} alt={t('signup.previewOf', { label })} />
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" className="doc-preview doc-preview--file">
      <DocumentIcon size={28} />
      {t('profilePage.openPdf')}
    </a>
  );
}
