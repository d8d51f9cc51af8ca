/**
 * Brand marks (social networks, app stores) from Simple Icons (CC0), the one place that imports the package:
 * only the marks named here reach the bundle. A brand without a mark (Simple Icons drops some on its owners'
 * request) shows a neutral link glyph; the name is always given by the caller for screen readers.
 */
import { siApple, siFacebook, siGoogleplay, siInstagram, siTiktok, siWhatsapp, siX, siYoutube } from 'simple-icons';
import { Icon } from '../icon/icon';

const MARKS: Record<string, { path: string; title: string }> = {
  facebook: siFacebook,
  instagram: siInstagram,
  x: siX,
  twitter: siX,
  youtube: siYoutube,
  tiktok: siTiktok,
  whatsapp: siWhatsapp,
  googleplay: siGoogleplay,
  playstore: siGoogleplay,
  apple: siApple,
  appstore: siApple,
};

/** Brands without a mark here, by their own spelling. */
const NAMES: Record<string, string> = { linkedin: 'LinkedIn', pinterest: 'Pinterest', snapchat: 'Snapchat', telegram: 'Telegram' };

const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The brand as it spells itself ("linkedin" → "LinkedIn"): the accessible name of its badge. */
export function brandName(name: string): string {
  const id = key(name);
  if (id === 'twitter' || id === 'x') return 'X';
  return MARKS[id]?.title ?? NAMES[id] ?? name.charAt(0).toUpperCase() + name.slice(1);
}

export function BrandIcon({ name, size = 20 }: { name: string; size?: number }) {
  const mark = MARKS[key(name)];
  if (!mark) return <Icon name="globe" size={size} />;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={mark.path} />
    </svg>
  );
}
