export type KeyValueRow = readonly [label: string, value: string];

/** Label and value rows (a lot's facts, an RC summary): a definition list, one row a line. */
export function KeyValueList({ rows, className = '' }: { rows: readonly KeyValueRow[]; className?: string }) {
  return (
    <dl className={`spec-list ${className}`.trim()}>
      {rows.map(([label, value]) => (
        <div key={label} className="spec-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
