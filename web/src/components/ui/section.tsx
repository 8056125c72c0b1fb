import { useId, type ReactNode } from 'react';

interface SectionProps {
  className: string;
  /** The section's heading, which names it for assistive technology. */
  title: ReactNode;
  /** Named but not shown (a banner, a strip of figures): the heading is for screen readers only. */
  titleHidden?: boolean;
  children: ReactNode;
}

/** A section named by its own heading: the heading's id is made here, so the name and the heading cannot drift apart. */
export function Section({ className, title, titleHidden = false, children }: SectionProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleHidden ? 'visually-hidden' : 'section-title'}>
        {title}
      </h2>
      {children}
    </section>
  );
}
