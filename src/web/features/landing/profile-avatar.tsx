import { useId } from 'react';

// Warm pairs (Tailwind amber/orange/red/stone 600-900), dark enough for white initials.
const GRADIENTS = [
  ['#b45309', '#7c2d12'],
  ['#c2410c', '#78350f'],
  ['#9a3412', '#44403c'],
  ['#b91c1c', '#7c2d12'],
  ['#a16207', '#9a3412'],
  ['#92400e', '#57534e'],
] as const;

/** A stable small number from a string, so each member keeps the same colours on every visit. */
function hashOf(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => [...part][0]!.toLocaleUpperCase())
    .join('');
}

/**
 * Generated portrait placeholder: initials on a warm gradient, drawn inline (no request, no
 * photo, fixed aspect so nothing shifts). Decorative: the member's name is printed beside it.
 */
export function ProfileAvatar({ seed, name, className = '' }: { seed: string; name: string; className?: string }) {
  const gradientId = useId();
  const hash = hashOf(seed);
  const [from, to] = GRADIENTS[hash % GRADIENTS.length]!;
  const angle = (hash >> 4) % 2 === 0;
  return (
    <svg viewBox="0 0 160 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2={angle ? '1' : '0'} y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="160" height="120" fill={`url(#${gradientId})`} />
      <circle cx={angle ? 140 : 20} cy="18" r="42" fill="#fff" fillOpacity="0.08" />
      <circle cx={angle ? 24 : 136} cy="112" r="30" fill="#fff" fillOpacity="0.06" />
      <text
        x="80"
        y="60"
        dominantBaseline="central"
        textAnchor="middle"
        fill="#fff"
        fontSize="46"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
