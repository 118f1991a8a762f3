import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
}

/** The eyebrow, h2 and intro that open every marketing section, so they all read alike. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  tone = 'light',
}: SectionHeadingProps) {
  const isDark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p
          className={`text-sm font-semibold uppercase tracking-[0.14em] ${isDark ? 'text-accent' : 'text-brand-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl ${isDark ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {children && (
        <div className={`mt-4 text-lg leading-relaxed ${isDark ? 'text-brand-100' : 'text-slate-600'}`}>
          {children}
        </div>
      )}
    </div>
  );
}
