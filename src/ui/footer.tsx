import { useLingui } from '../i18n/use-lingui';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { disc } from 'styled-system/recipes';
import type { RestaurantInfo } from '../../contract/about';
import { useResource } from '../app/app-actor';
import { formatOpeningHours } from '../lib/format';
import { ClockIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, TikTokIcon } from './contact-icons';
import { container } from './layout';
import { FALLBACK_RESTAURANT_NAME } from '../lib/restaurant';
import '../i18n/chrome-english';

export const DEVELOPER_CREDIT = /*i18n*/ 'Developed by the Restaurant Ordering open-source contributors';

const footer = css({ bg: 'bg.inverse', color: 'fg.inverse', pt: { base: '12', md: '16' }, pb: '8' });

const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  gap: { base: '10', md: '12' },
});

const heading = css({
  fontSize: 'xl',
  fontWeight: 'bold',
  color: 'fg.inverse',
  mb: '4',
  _after: { content: '""', display: 'block', w: '10', h: '0.5', mt: '2', bg: 'accent.warm', borderRadius: 'full' },
});

const list = css({ display: 'grid', gap: '3', color: 'fg.inverseMuted' });

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  color: 'fg.inverseMuted',
  textDecoration: 'none',
  '& svg': { w: '5', h: '5', color: 'accent.onDark', flexShrink: 0 },
});

const rowLink = css({ _hover: { color: 'fg.inverse', textDecoration: 'underline' } });

const socials = css({ display: 'flex', gap: '3' });

const socialLink = cx(
  disc({ size: '11' }),
  css({
    borderWidth: '1px',
    borderColor: 'white/20',
    color: 'fg.inverse',
    transition: 'colors',
    _hover: { bg: 'accent.warm', color: 'fg.default', borderColor: 'accent.warm' },
    '& svg': { w: '5', h: '5' },
  }),
);

const bottom = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  justifyContent: 'space-between',
  gap: '2',
  mt: { base: '10', md: '14' },
  pt: '6',
  borderTopWidth: '1px',
  borderColor: 'white/15',
  fontSize: 'sm',
  color: 'fg.inverseMuted',
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className={heading}>{title}</h2>
      {children}
    </section>
  );
}

const SOCIALS = [
  { key: 'facebook_url', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram_url', label: 'Instagram', Icon: InstagramIcon },
  { key: 'tiktok_url', label: 'TikTok', Icon: TikTokIcon },
] as const;

/** Contact, social links, opening hours and credits (docs/rules/screens.md#footer), from the restaurant's info. */
export function Footer() {
  const { i18n } = useLingui();
  const { data: info } = useResource('restaurant');
  const name = info?.name ?? FALLBACK_RESTAURANT_NAME;
  return (
    <footer className={footer}>
      <div className={container}>
        <div className={columns}>
          <Section title={i18n._('Contact Us')}>
            {info && (
              <ul className={list}>
                <li>
                  <a className={`${row} ${rowLink}`} href={`tel:${info.contact_number.replace(/\s+/g, '')}`}>
                    <PhoneIcon />
                    {info.contact_number}
                  </a>
                </li>
                <li>
                  <a className={`${row} ${rowLink}`} href={`mailto:${info.email}`}>
                    <MailIcon />
                    {info.email}
                  </a>
                </li>
              </ul>
            )}
          </Section>
          <Section title={i18n._('Follow Us')}>{info && <SocialLinks info={info} />}</Section>
          <Section title={i18n._('Opening Hours')}>
            {info && (
              <div className={list}>
                <p className={row}>
                  <ClockIcon />
                  <span>
                    <span className={css({ display: 'block', color: 'fg.inverse', fontWeight: 'semibold' })}>
                      {i18n._('Everyday')}
                    </span>
                    {formatOpeningHours(i18n, info.opening_time, info.closing_time)}
                  </span>
                </p>
              </div>
            )}
          </Section>
        </div>
        <div className={bottom}>
          <p>
            {i18n._('© {year} {name}. All rights reserved.', { year: new Date().getFullYear(), name })}
          </p>
          <p>{i18n._(DEVELOPER_CREDIT)}</p>
        </div>
      </div>
    </footer>
  );
}

function SocialLinks({ info }: { info: RestaurantInfo }) {
  const { i18n } = useLingui();
  const present = SOCIALS.filter(({ key }) => info[key]);
  if (present.length === 0) return <p className={list}>{i18n._('Find us in person — we would love to see you.')}</p>;
  return (
    <ul className={socials}>
      {present.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            className={socialLink}
            href={info[key] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
