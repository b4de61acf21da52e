// The demo members' other photos: what people put after their portrait (a trip, a coffee
// ceremony, a hookah night, a match, their books, a drum), as small illustrated scenes drawn from
// a seeded generator. A member's first photo is always their portrait (avatar.ts); the others
// come from a small set of scenes drawn once per start and shared, each chosen for one of the
// member's interests, so that 3,000 members need only a hundred-odd scene renders
// (render-photos.ts).
import type { Interest } from '../../../shared/contracts/profile';
import type { Random } from './random';

export const SCENE_THEMES = ['dunes', 'savanna', 'sea', 'city', 'coffee', 'hookah', 'football', 'books', 'drum'] as const;
export type SceneTheme = (typeof SCENE_THEMES)[number];

/** The scenes a member with this interest might show; landscapes for everyone else. */
const THEMES_BY_INTEREST: Partial<Record<Interest, readonly SceneTheme[]>> = {
  hookah_nights: ['hookah'],
  cooking: ['coffee'],
  music: ['drum'],
  dancing: ['drum'],
  travel: ['dunes', 'savanna', 'sea', 'city'],
  sport: ['football'],
  reading: ['books'],
  poetry: ['books'],
};
const LANDSCAPES: readonly SceneTheme[] = ['dunes', 'savanna', 'sea', 'city'];

export function themesFor(interests: readonly Interest[]): readonly SceneTheme[] {
  const themes = new Set(interests.flatMap((interest) => THEMES_BY_INTEREST[interest] ?? []));
  return themes.size > 0 ? [...themes] : LANDSCAPES;
}

interface Sky {
  top: string;
  bottom: string;
  sun: string;
}

const SKIES: readonly Sky[] = [
  { top: '#f6b36a', bottom: '#fde3b8', sun: '#fff4d6' },
  { top: '#e8735a', bottom: '#f9c784', sun: '#fff1c9' },
  { top: '#6fb7e0', bottom: '#cfeaf7', sun: '#fffbe8' },
  { top: '#2d3561', bottom: '#c05c7e', sun: '#f3c677' },
  { top: '#1b2a49', bottom: '#465881', sun: '#f4f1de' },
];

const gradient = (sky: Sky) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs><rect width="300" height="400" fill="url(#sky)"/>`;

function dunes(random: Random): string {
  const sky = random.pick(SKIES.slice(0, 4));
  const sand = random.pick(['#e0a458', '#d98c45', '#e9b872', '#c97b3d']);
  const sunX = random.int(60, 240);
  return (
    gradient(sky) +
    `<circle cx="${sunX}" cy="${random.int(90, 150)}" r="${random.int(26, 40)}" fill="${sky.sun}"/>` +
    `<path d="M0 260 Q80 ${random.int(200, 230)} 170 255 T300 ${random.int(230, 250)} V400 H0Z" fill="${sand}" opacity="0.75"/>` +
    `<path d="M0 300 Q110 ${random.int(250, 280)} 210 305 T300 ${random.int(285, 300)} V400 H0Z" fill="${sand}"/>` +
    `<path d="M0 350 Q150 ${random.int(310, 335)} 300 355 V400 H0Z" fill="#b86b2e" opacity="0.55"/>`
  );
}

function savanna(random: Random): string {
  const sky = random.pick(SKIES.slice(0, 4));
  const grass = random.pick(['#c7a349', '#b5943b', '#d4b35f']);
  const treeX = random.int(70, 230);
  const trunk = '#3d2b1f';
  return (
    gradient(sky) +
    `<circle cx="${random.int(40, 260)}" cy="${random.int(100, 170)}" r="${random.int(30, 46)}" fill="${sky.sun}" opacity="0.9"/>` +
    `<rect y="285" width="300" height="115" fill="${grass}"/>` +
    `<path d="M${treeX - 4} 300 L${treeX - 2} 230 L${treeX - 30} 200 M${treeX - 2} 232 L${treeX + 26} 205" stroke="${trunk}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="${treeX}" cy="195" rx="${random.int(60, 78)}" ry="16" fill="${trunk}"/>` +
    `<ellipse cx="${treeX - 24}" cy="186" rx="34" ry="11" fill="${trunk}"/>` +
    `<path d="M0 290 Q75 278 150 290 T300 288" stroke="#8a6d2b" stroke-width="3" fill="none" opacity="0.5"/>`
  );
}

function sea(random: Random): string {
  const sky = random.pick(SKIES.slice(0, 4));
  const water = random.pick(['#2e86ab', '#1f6f8b', '#3a9fbf']);
  const boat = random.pick(['#c0392b', '#f1c40f', '#16a085', '#2471a3']);
  const boatX = random.int(60, 200);
  return (
    gradient(sky) +
    `<circle cx="${random.int(60, 240)}" cy="${random.int(150, 200)}" r="${random.int(28, 40)}" fill="${sky.sun}"/>` +
    `<rect y="230" width="300" height="170" fill="${water}"/>` +
    [250, 280, 315, 350]
      .map(
        (y) =>
          `<path d="M${random.int(-20, 20)} ${y} q25 -8 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.35"/>`,
      )
      .join('') +
    `<path d="M${boatX} 292 L${boatX + 90} 292 Q${boatX + 80} 312 ${boatX + 45} 312 Q${boatX + 10} 312 ${boatX} 292Z" fill="${boat}"/>` +
    `<path d="M${boatX + 6} 296 L${boatX + 84} 296" stroke="#ffffff" stroke-width="3"/>`
  );
}

function city(random: Random): string {
  const sky = random.pick(SKIES.slice(3));
  const building = random.pick(['#1d2440', '#232b4d', '#2b2d42']);
  const light = random.pick(['#f7d794', '#f8c291', '#fff3b0']);
  let x = -10;
  const parts: string[] = [gradient(sky), `<circle cx="${random.int(40, 260)}" cy="${random.int(60, 110)}" r="18" fill="${sky.sun}"/>`];
  while (x < 300) {
    const width = random.int(28, 52);
    const top = random.int(170, 290);
    parts.push(`<rect x="${x}" y="${top}" width="${width}" height="${400 - top}" fill="${building}"/>`);
    for (let row = top + 12; row < 390; row += 18) {
      for (let column = x + 6; column < x + width - 8; column += 12) {
        if (random.chance(0.45)) parts.push(`<rect x="${column}" y="${row}" width="6" height="8" fill="${light}"/>`);
      }
    }
    x += width + random.int(0, 6);
  }
  return parts.join('');
}

function coffee(random: Random): string {
  const cloth = random.pick(['#f5ede0', '#fbe9d0', '#eef3e2']);
  const tray = random.pick(['#8e5b34', '#6e4424', '#a9713f']);
  const pot = random.pick(['#3b2417', '#2c1c12', '#4a2e1c']);
  const cups = [70, 115, 160, 205].map(
    (cx) =>
      `<path d="M${cx - 14} 292 L${cx + 14} 292 L${cx + 10} 318 L${cx - 10} 318Z" fill="#ffffff"/><path d="M${cx - 12} 297 L${cx + 12} 297" stroke="${random.pick(['#2471a3', '#16a085', '#c0392b'])}" stroke-width="2.5"/>`,
  );
  return (
    `<rect width="300" height="400" fill="${cloth}"/>` +
    `<path d="M0 0 L300 0 L300 80 Q150 110 0 80Z" fill="${random.pick(['#e3c9a8', '#d6e3c8', '#f3d3bd'])}"/>` +
    `<ellipse cx="150" cy="320" rx="130" ry="38" fill="${tray}"/>` +
    cups.join('') +
    `<circle cx="232" cy="220" r="40" fill="${pot}"/>` +
    `<path d="M222 184 L218 126 L246 126 L242 184Z" fill="${pot}"/>` +
    `<path d="M270 212 Q300 200 292 160" stroke="${pot}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M196 210 Q170 198 176 170" stroke="${pot}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `<path d="M232 120 q-10 -18 0 -34 q10 -16 0 -34" stroke="#bdbdbd" stroke-width="4" fill="none" opacity="0.6"/>`
  );
}

function hookah(random: Random): string {
  const wall = random.pick(['#2d1e3e', '#3a1f2b', '#1f2d3a']);
  const glass = random.pick(['#3fa7d6', '#9b5de5', '#f15bb5', '#00bbf9', '#2ec4b6']);
  const metal = random.pick(['#d4a017', '#c0c0c0', '#b87333']);
  const lamps = [40, 110, 190, 260].map(
    (x) =>
      `<circle cx="${x}" cy="${random.int(40, 90)}" r="${random.int(10, 16)}" fill="${random.pick(['#f9c74f', '#f8961e', '#f94144'])}" opacity="0.8"/>`,
  );
  return (
    `<rect width="300" height="400" fill="${wall}"/>` +
    lamps.join('') +
    `<rect y="330" width="300" height="70" fill="#4a2c2a"/>` +
    `<path d="M110 330 Q100 270 150 250 Q200 270 190 330Z" fill="${glass}" opacity="0.85"/>` +
    `<rect x="143" y="140" width="14" height="112" fill="${metal}"/>` +
    `<ellipse cx="150" cy="200" rx="30" ry="6" fill="${metal}"/>` +
    `<path d="M132 140 L168 140 L160 118 L140 118Z" fill="#6d3b2a"/>` +
    `<path d="M157 226 Q240 250 236 320 Q234 352 214 352" stroke="#1b1b1b" stroke-width="5" fill="none"/>` +
    `<path d="M150 112 q-16 -22 0 -44 q16 -20 0 -44" stroke="#e0e0e0" stroke-width="5" fill="none" opacity="0.4"/>`
  );
}

function football(random: Random): string {
  const sky = random.pick(SKIES.slice(2, 4));
  const grass = random.pick(['#3a9d23', '#2f8f2f', '#4caf50']);
  const ballX = random.int(90, 210);
  return (
    gradient(sky) +
    `<rect y="250" width="300" height="150" fill="${grass}"/>` +
    [0, 1, 2, 3].map((stripe) => `<rect x="${stripe * 80 - 10}" y="250" width="40" height="150" fill="#ffffff" opacity="0.07"/>`).join('') +
    `<path d="M30 250 L30 170 L150 170 L150 250" stroke="#ffffff" stroke-width="5" fill="none"/>` +
    `<circle cx="${ballX}" cy="330" r="30" fill="#ffffff" stroke="#1b1b1b" stroke-width="2"/>` +
    `<path d="M${ballX} 318 l11 8 -4 13 -14 0 -4 -13Z" fill="#1b1b1b"/>` +
    `<path d="M${ballX - 26} 322 l8 2 M${ballX + 26} 322 l-8 2 M${ballX - 14} 354 l4 -8 M${ballX + 14} 354 l-4 -8" stroke="#1b1b1b" stroke-width="2"/>`
  );
}

function books(random: Random): string {
  const wall = random.pick(['#f3e9dc', '#e8eddf', '#f6e4e4']);
  const shelf = random.pick(['#8e5b34', '#6e4424']);
  const parts = [`<rect width="300" height="400" fill="${wall}"/>`];
  for (const bottom of [170, 310]) {
    let x = 20;
    while (x < 270) {
      const width = random.int(14, 26);
      const height = random.int(70, 104);
      parts.push(
        `<rect x="${x}" y="${bottom - height}" width="${width}" height="${height}" fill="${random.pick(['#c0392b', '#2471a3', '#16a085', '#e1b12c', '#8e44ad', '#d35400', '#2e4053'])}"/>`,
        `<rect x="${x + 3}" y="${bottom - height + 12}" width="${width - 6}" height="4" fill="#ffffff" opacity="0.5"/>`,
      );
      x += width + random.int(1, 4);
    }
    parts.push(`<rect x="10" y="${bottom}" width="280" height="10" fill="${shelf}"/>`);
  }
  parts.push(
    `<path d="M60 360 Q110 340 150 360 Q190 340 240 360 L240 372 Q190 352 150 372 Q110 352 60 372Z" fill="#ffffff" stroke="#9e9e9e"/>`,
  );
  return parts.join('');
}

function drum(random: Random): string {
  const wall = random.pick(['#fbe3c8', '#e4f1e1', '#f7d9d9', '#dfe7f5']);
  const wood = random.pick(['#8e5b34', '#6e4424', '#a9713f']);
  const cord = random.pick(['#c0392b', '#2471a3', '#e1b12c']);
  return (
    `<rect width="300" height="400" fill="${wall}"/>` +
    `<circle cx="${random.int(60, 240)}" cy="${random.int(70, 120)}" r="46" fill="#ffffff" opacity="0.4"/>` +
    `<rect y="340" width="300" height="60" fill="#d7b98e"/>` +
    `<path d="M95 150 L205 150 L180 250 L195 345 L105 345 L120 250Z" fill="${wood}"/>` +
    `<ellipse cx="150" cy="150" rx="56" ry="14" fill="#f4e1c1" stroke="${cord}" stroke-width="4"/>` +
    Array.from({ length: 7 }, (_, step) => {
      const x = 102 + step * 16;
      return `<path d="M${x} 160 L${x + 8} 240" stroke="${cord}" stroke-width="2.5"/>`;
    }).join('') +
    `<path d="M120 250 L180 250" stroke="${cord}" stroke-width="5"/>`
  );
}

const DRAW: Record<SceneTheme, (random: Random) => string> = { dunes, savanna, sea, city, coffee, hookah, football, books, drum };

/** The SVG of one scene at `width` × `height` pixels (3:4). */
export function sceneSvg(theme: SceneTheme, random: Random, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 400">${DRAW[theme](random)}</svg>`;
}
