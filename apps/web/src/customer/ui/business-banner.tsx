import type { ReactNode } from 'react';
import { useT } from '../i18n/guest-i18n.tsx';
import { LanguagePicker } from './language-picker.tsx';

interface BusinessBannerProps {
  business: { name: string; logoUrl: string | null };
  /** Each page lays its banner out its own way: its CSS module's classes by these names. */
  classes: Readonly<Partial<Record<'header' | 'language' | 'logo', string>>>;
  logoSize: number;
  /** The menu's logo waits, like the items' pictures: the text comes first. */
  lowPriority?: boolean;
  /** What stands where the logo would be when the business has none. */
  noLogo?: ReactNode;
  /** The text beside the logo. */
  children: ReactNode;
}

/**
 * The top of a guest page: the language picker on its own row, then the business's logo beside
 * what the page says about it.
 */
export function BusinessBanner({
  business,
  classes,
  logoSize,
  lowPriority = false,
  noLogo = null,
  children,
}: BusinessBannerProps) {
  const t = useT();
  return (
    <header className={classes.header}>
      <div className={classes.language}>
        <LanguagePicker />
      </div>
      {business.logoUrl ? (
        <img
          className={classes.logo}
          src={business.logoUrl}
          alt={t('{{name}} logo', { name: business.name })}
          width={logoSize}
          height={logoSize}
          fetchPriority={lowPriority ? 'low' : undefined}
        />
      ) : (
        noLogo
      )}
      {children}
    </header>
  );
}
