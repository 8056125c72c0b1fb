import { Link } from 'wouter';
import { Loadable } from './ui';
import type { AdminData } from '../queries';
import type { ReactNode } from 'react';

interface AdminRecordPageProps<T> {
  /** The list the record belongs to, linked above the heading. */
  back: { href: string; label: string };
  record: AdminData<T>;
  title: (record: T) => ReactNode;
  /** Lines under the title: what the record is, its state. */
  meta: (record: T) => ReactNode;
  /** Buttons beside the heading. */
  actions: (record: T) => ReactNode;
  /** The record's sections and dialogs. */
  children: (record: T) => ReactNode;
}

/** One record of the console (an auction, a user): the way back to its list, its heading and actions, then its sections. */
export function AdminRecordPage<T>({ back, record, title, meta, actions, children }: AdminRecordPageProps<T>) {
  const r = record.data;
  return (
    <section className="admin-page">
      <p className="admin-breadcrumb">
        <Link href={back.href}>{back.label}</Link>
      </p>
      <Loadable loading={record.loading} error={record.error} onRetry={record.reload}>
        {r ? (
          <>
            <header className="admin-page__head">
              <div>
                <h1 className="page-title">{title(r)}</h1>
                {meta(r)}
              </div>
              <div className="admin-actions">{actions(r)}</div>
            </header>
            {children(r)}
          </>
        ) : null}
      </Loadable>
    </section>
  );
}
