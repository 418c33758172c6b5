import type { ReactNode } from 'react';

export interface ListPageProps {
  /** Above the list: its FilterBar, or the page's own filters component that draws one. */
  filters?: ReactNode;
  /** A heading heard by screen readers only, on pages the shell's title does not name well enough. */
  heading?: string;
  /** The accessible name of the list's section (a region landmark); without it the section is a plain box. */
  label?: string;
  /** The status tabs at the head of the section, spaced from the table under them. */
  tabs?: ReactNode;
  /** The section's content: the table (and, on a few pages, what stands beside it: a note, inline filters). */
  children: ReactNode;
  /** The page's dialogs and drawers, after the section. */
  dialogs?: ReactNode;
}

/**
 * A list page's layout: the filters over a white section, named for the list, that holds the status tabs
 * and the table; the dialogs and drawers the page opens follow it.
 *
 *   <ListPage filters={<FilterBar onReset={…}>…</FilterBar>} label="优惠券" dialogs={…}>
 *     <DataTable … />
 *   </ListPage>
 */
export function ListPage({ filters, heading, label, tabs, children, dialogs }: ListPageProps) {
  return (
    <div className="flex flex-col gap-4">
      {heading && <h1 className="sr-only">{heading}</h1>}
      {filters}
      <section aria-label={label} className={`${tabs ? 'flex flex-col gap-3 ' : ''}rounded bg-white p-4 shadow-sm`}>
        {tabs}
        {children}
      </section>
      {dialogs}
    </div>
  );
}
