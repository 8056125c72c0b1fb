import { BRAND_NAME } from '../../lib/brand';

/** The wordmark: a red badge with a road chevron, then the product name in theme red. */
export function Logo({ height = 32 }: { height?: number }) {
  return (
    <svg className="logo" height={height} viewBox="0 0 168 36" role="img" aria-label={BRAND_NAME}>
      <rect x="0" y="2" width="32" height="32" rx="7" fill="var(--color-brand)" />
      <path d="M7 10h4.6l4.4 11 4.4-11H25l-7 16h-4z" fill="#fff" />
      <text x="40" y="26" fill="var(--color-brand)" fontFamily="var(--font-sans)" fontSize="21" fontWeight="800" letterSpacing="-0.3">
        {BRAND_NAME}
      </text>
    </svg>
  );
}
