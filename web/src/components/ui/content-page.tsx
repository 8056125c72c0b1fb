import type { ReactNode } from 'react';

interface ContentPageProps {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The frame of every text page: a red title band, then a readable column. */
export function ContentPage({ title, lead, children, className }: ContentPageProps) {
  return (
    <article className={['content-page', className].filter(Boolean).join(' ')}>
      <header className="content-page__hero">
        <div className="container">
          <h1 className="content-page__title">{title}</h1>
          {lead ? <p className="content-page__lead">{lead}</p> : null}
        </div>
      </header>
      <div className="container content-page__body">{children}</div>
    </article>
  );
}
