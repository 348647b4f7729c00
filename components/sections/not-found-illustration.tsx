/** The digits 4 0 4 with two small figures standing on them, looking for the page. */
export function NotFoundIllustration() {
  return (
    <svg
      role="img"
      aria-label="404 illustration: two people searching on top of the digits 4 0 4"
      viewBox="0 0 360 200"
      width="360"
      height="200"
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <g fill="none" stroke="var(--color-ink)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {/* figure with magnifying glass above the first 4 */}
        <circle cx="74" cy="28" r="8" fill="var(--color-accent-soft)" />
        <path d="M74 36v22m0-14-12 8m12-8 10-6m-10 20-8 14m8-14 8 14" />
        <circle cx="92" cy="30" r="6" />
        <path d="m96 34 6 6" />
        {/* figure pointing above the 0 */}
        <circle cx="180" cy="30" r="8" fill="var(--color-accent-soft)" />
        <path d="M180 38v20m0-12-12-6m12 6 16-10m-16 16-8 14m8-14 8 14" />
      </g>
      <g fill="var(--color-accent)" fontFamily="var(--font-sans)" fontWeight="800" fontSize="120" textAnchor="middle">
        <text x="75" y="190">
          4
        </text>
        <text x="180" y="190">
          0
        </text>
        <text x="285" y="190">
          4
        </text>
      </g>
      <path
        d="M250 70c8-14 22-14 30 0"
        fill="none"
        stroke="var(--color-muted)"
        strokeWidth="3"
        strokeDasharray="4 6"
        strokeLinecap="round"
      />
      <text x="290" y="60" fill="var(--color-muted)" fontFamily="var(--font-sans)" fontSize="28" fontWeight="700">
        ?
      </text>
    </svg>
  );
}
