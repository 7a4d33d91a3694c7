import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code of `text` as SVG squares (rendered by React, no markup strings): dark on white whatever the theme,
 * with the quiet zone scanners need.
 */
export function CheckInQr({ text, label }: { text: string; label: string }) {
  const { size, dark } = useMemo(() => {
    const modules = create(text, { errorCorrectionLevel: 'M' }).modules;
    const cells: Array<[number, number]> = [];
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1) if (modules.get(row, column)) cells.push([column, row]);
    return { size: modules.size, dark: cells };
  }, [text]);
  const quiet = 4;
  const extent = size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width="220"
      height="220"
      shapeRendering="crispEdges"
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path fill="#000000" d={dark.map(([x, y]) => `M${x + quiet} ${y + quiet}h1v1h-1z`).join('')} />
    </svg>
  );
}
