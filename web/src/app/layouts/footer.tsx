import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ChevronDownIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, XIcon, YoutubeIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { CONTACT, COPYRIGHT_YEAR, LEGAL_ENTITY_NAME, SOCIAL_LINKS, telHref } from '../../lib/brand';
import { ROUTES } from '../../lib/routes';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';

const SOCIAL_ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, x: XIcon, youtube: YoutubeIcon } as const;

/** A link group: a plain heading on wide screens, an accordion on phones (spec §2). */
function FooterGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(false);
  const panelId = `footer-${id}`;
  return (
    <section className="footer-group">
      {desktop ? (
        <h2 className="footer-group__title">{title}</h2>
      ) : (
        <h2 className="footer-group__title">
          <button
            type="button"
            className="footer-group__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {title}
            <ChevronDownIcon size={18} className="accordion__chevron" />
          </button>
        </h2>
      )}
      <div id={panelId} className="footer-group__links" hidden={!desktop && !open}>
        {children}
      </div>
    </section>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand">
          <Logo height={30} />
          <p>{t('footer.tagline')}</p>
          <a href={telHref(CONTACT.phones[0])} className="site-footer__contact">
            <PhoneIcon size={16} />
            {CONTACT.phones[0]}
          </a>
          <a href={`mailto:${CONTACT.email}`} className="site-footer__contact">
            <MailIcon size={16} />
            {CONTACT.email}
          </a>
        </section>
        <FooterGroup id="policies" title={t('footer.policies')}>
          <Link href={ROUTES.privacyPolicy}>{t('footer.privacyPolicy')}</Link>
          <Link href={ROUTES.refundPolicy}>{t('footer.refundPolicy')}</Link>
          <Link href={ROUTES.termsAndConditions}>{t('footer.terms')}</Link>
        </FooterGroup>
        <FooterGroup id="company" title={t('footer.company')}>
          <Link href={ROUTES.whyBrand}>{t('footer.whyBrand')}</Link>
          <Link href={ROUTES.aboutUs}>{t('footer.aboutUs')}</Link>
          <Link href={ROUTES.contactUs}>{t('footer.contactUs')}</Link>
          <Link href={ROUTES.ourValues}>{t('footer.ourValues')}</Link>
        </FooterGroup>
        <FooterGroup id="follow" title={t('footer.followUs')}>
          <div className="social-links">
            {SOCIAL_LINKS.map(({ id, label, href }) => {
              const Icon = SOCIAL_ICONS[id];
              return (
                <a key={id} href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className="social-link">
                  <Icon />
                </a>
              );
            })}
          </div>
        </FooterGroup>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year: COPYRIGHT_YEAR, company: LEGAL_ENTITY_NAME })}</p>
    </footer>
  );
}
