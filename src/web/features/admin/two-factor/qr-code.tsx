// A QR code drawn as SVG squares (uqr encodes it; no script or markup injected), dark on light
// in both themes so every phone camera reads it.
import { encode } from 'uqr';

export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M' });
  const quiet = 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${size + 2 * quiet} ${size + 2 * quiet}`}
      className="size-48 rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      {data.flatMap((row, y) =>
        row.map((dark, x) => (dark ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="#000" /> : null)),
      )}
    </svg>
  );
}
