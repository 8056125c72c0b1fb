import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, DocumentIcon, UploadIcon } from '../../../components/ui/icons';
import { toast } from '../../../lib/toast';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, isAcceptedUpload, shrinkImage } from '../shrink-image';

interface DocumentUploadProps {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** An object URL for an image file, revoked when the file changes or the preview goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** An identity document: image or PDF, shown as a preview or its file name, removable (spec §5). */
export function DocumentUpload({ id, label, file, onChange, disabled = false }: DocumentUploadProps) {
  const { t } = useTranslation();
  const preview = usePreviewUrl(file);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (!isAcceptedUpload(picked)) {
      toast.error(t('signup.fileType'));
      return;
    }
    const prepared = await shrinkImage(picked);
    if (prepared.size > MAX_UPLOAD_BYTES) {
      toast.error(t('signup.fileTooLarge'));
      return;
    }
    onChange(prepared);
  };

  return (
    <div className="upload">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      {file ? (
        <div className="upload__chosen">
          {preview ? (
            <img className="upload__preview" src={preview} alt={t('signup.previewOf', { label })} />
          ) : (
            <span className="upload__file">
              <DocumentIcon size={28} />
              <span className="upload__name">{file.name}</span>
            </span>
          )}
          <button
            type="button"
            className="icon-button upload__remove"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={t('signup.removeFile', { label })}
          >
            <CloseIcon size={20} />
          </button>
        </div>
      ) : (
        <label className="upload__drop" htmlFor={id}>
          <UploadIcon size={22} />
          <span>{t('signup.chooseFile')}</span>
          <input
            id={id}
            className="visually-hidden"
            type="file"
            accept={UPLOAD_ACCEPT}
            onChange={pick}
            disabled={disabled}
            aria-labelledby={`${id}-label`}
          />
        </label>
      )}
    </div>
  );
}
