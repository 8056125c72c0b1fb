import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../../components/ui/icons';
import { LANGUAGES, changeLanguage, isLanguageCode } from '../../../lib/i18n';
import { useAtomValue } from '../../../lib/use-atom';
import { userAtom } from '../../session/atoms';
import { saveLanguage } from '../api/save-language';

/** Native select: the lightest widget that works with every phone's own picker. */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const user = useAtomValue(userAtom);
  return (
    <div className={['language-picker', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="language-picker__label">
        <GlobeIcon size={18} />
        <span className="visually-hidden">{t('header.language')}</span>
      </label>
      <select
        id={id}
        className="language-picker__select"
        // The label's text is hidden on phones with the label itself: the select names itself too.
        aria-label={t('header.language')}
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(event) => {
          const code = event.target.value;
          if (!isLanguageCode(code)) return;
          void changeLanguage(code);
          // A signed-in reader's choice is kept on the account too (PDFs, notifications).
          if (user) void saveLanguage(code);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
