// Illustrated portraits for the demo community, drawn as small SVGs from a seeded generator and
// rasterised by sharp (render-photos.ts). Never a photo of a real person and nothing taken from a
// third party (docs/decisions/0013-verification-and-photos.md; decisions.md, "Demo data"): a face
// is a handful of shapes whose proportions, skin tone, hair or headwrap and clothes come from the
// member's own generator, and each of a member's photos is the same face in another setting.
import type { Random } from './random';

export type HairStyle =
  'short' | 'fade' | 'waves' | 'afro' | 'bald' | 'locs' | 'kufi' | 'hijab' | 'netela' | 'gele' | 'braids' | 'puff' | 'long';
export type Beard = 'none' | 'stubble' | 'full' | 'goatee' | 'moustache';

/** What stays the same in every photo of a member. */
export interface Face {
  skin: string;
  hair: string;
  style: HairStyle;
  beard: Beard;
  headRx: number;
  headRy: number;
  /** How narrow the chin is, as a share of the head's width. */
  chin: number;
  eyeGap: number;
  eyeSize: number;
  browWeight: number;
  browLift: number;
  noseWidth: number;
  lips: string;
  glasses: boolean;
  earrings: boolean;
  lashes: boolean;
}

/** What changes from one photo of a member to the next. */
export interface Look {
  background: string;
  accent: string;
  pattern: 'sun' | 'circles' | 'stripes' | 'arch' | 'hills';
  clothing: string;
  neckline: 'round' | 'collar' | 'kaftan' | 'wrap';
  trim: string;
  wrap: string;
  smile: 'open' | 'closed' | 'soft';
  /** Degrees the head is turned (tilted) by. */
  tilt: number;
  /** 1 is the usual framing; above is closer. */
  zoom: number;
}

const SKIN_TONES = ['#e3b07f', '#c98e5a', '#b37444', '#9a5f36', '#85502d', '#744427', '#633822', '#542f1c', '#472817', '#3a2113'];
const HAIR_COLOURS = ['#141010', '#1d1410', '#2a1b13', '#0d0b0a', '#33241a'];
const GREY_HAIR = '#7a7470';
const LIP_TONES = ['#7a3b35', '#6b2f2c', '#8c4a44', '#5c2a26', '#9c3d4d', '#7d2e46'];
const FABRICS = [
  '#c0392b',
  '#e67e22',
  '#e1b12c',
  '#16a085',
  '#2471a3',
  '#8e44ad',
  '#d35400',
  '#239b56',
  '#b03a6f',
  '#5b4bc4',
  '#0e8c8c',
  '#a93226',
  '#1f618d',
  '#7d6608',
  '#2e4053',
  '#f4f1ea',
];
const BACKGROUNDS = [
  '#fde2c4',
  '#d8f0dc',
  '#cfe6f0',
  '#f8d7e3',
  '#e6e0f5',
  '#fff0bf',
  '#d6e6f2',
  '#f9dcd6',
  '#e8f3d0',
  '#f1e4cf',
  '#d9efe9',
];
const ACCENTS = ['#f5b041', '#e59866', '#76d7c4', '#85c1e9', '#f1948a', '#bb8fce', '#f7dc6f', '#82e0aa', '#ffffff'];

/** Mixes a #rrggbb colour toward black (`amount` < 0) or white (> 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const share = Math.abs(amount);
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `#${channels
    .map((value) =>
      Math.round(value + (target - value) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The styles a culture's members wear most, as weights (cultures.ts gives them). */
export type StyleWeights = readonly (readonly [HairStyle, number])[];

export function drawFace(random: Random, options: { gender: 'woman' | 'man'; age: number; styles: StyleWeights }): Face {
  const isWoman = options.gender === 'woman';
  const greying = options.age >= 45 && random.chance((options.age - 40) / 30);
  return {
    skin: random.pick(SKIN_TONES),
    hair: greying ? GREY_HAIR : random.pick(HAIR_COLOURS),
    style: random.weighted(options.styles),
    beard: isWoman
      ? 'none'
      : random.weighted([
          ['none', 4],
          ['stubble', 3],
          ['full', 2],
          ['goatee', 2],
          ['moustache', 1],
        ]),
    headRx: random.int(isWoman ? 52 : 55, isWoman ? 58 : 62),
    headRy: random.int(68, 76),
    chin: 0.32 + random.next() * 0.2,
    eyeGap: random.int(19, 24),
    eyeSize: 7 + random.next() * 2.4,
    browWeight: isWoman ? 2.6 + random.next() : 3.6 + random.next() * 1.6,
    browLift: random.int(-2, 3),
    noseWidth: random.int(8, 13),
    lips: random.pick(LIP_TONES),
    glasses: random.chance(0.14),
    earrings: isWoman && random.chance(0.6),
    lashes: isWoman,
  };
}

export function drawLook(random: Random, photoIndex: number): Look {
  const clothing = random.pick(FABRICS);
  return {
    background: random.pick(BACKGROUNDS),
    accent: random.pick(ACCENTS),
    pattern: random.pick(['sun', 'circles', 'stripes', 'arch', 'hills'] as const),
    clothing,
    neckline: random.pick(['round', 'collar', 'kaftan', 'wrap'] as const),
    trim: random.pick(['#f7dc6f', '#ffffff', '#1c1c1c', '#e59866', '#76d7c4']),
    wrap: random.pick(FABRICS.filter((fabric) => fabric !== clothing)),
    // The main photo smiles; the others vary.
    smile: photoIndex === 0 ? 'open' : random.pick(['open', 'closed', 'soft'] as const),
    tilt: photoIndex === 0 ? random.int(-3, 3) : random.int(-7, 7),
    zoom: photoIndex === 0 ? 1.08 : 0.96 + random.next() * 0.24,
  };
}

// Everything below draws in a 300 × 400 box: the head centred at (150, 178).
const CX = 150;
const CY = 178;

function background(look: Look): string {
  const accent = look.accent;
  const parts = [`<rect x="-100" y="-100" width="500" height="600" fill="${look.background}"/>`];
  switch (look.pattern) {
    case 'sun':
      parts.push(`<circle cx="232" cy="92" r="62" fill="${accent}" opacity="0.55"/>`);
      break;
    case 'circles':
      parts.push(
        `<circle cx="48" cy="70" r="40" fill="${accent}" opacity="0.35"/>`,
        `<circle cx="262" cy="150" r="58" fill="${accent}" opacity="0.3"/>`,
        `<circle cx="70" cy="250" r="24" fill="#ffffff" opacity="0.35"/>`,
      );
      break;
    case 'stripes':
      parts.push(
        `<g opacity="0.22" fill="${accent}" transform="rotate(-28 150 200)">`,
        ...[-120, -40, 40, 120, 200, 280].map((x) => `<rect x="${x}" y="-150" width="36" height="700"/>`),
        '</g>',
      );
      break;
    case 'arch':
      parts.push(`<path d="M55 470 L55 175 A95 95 0 0 1 245 175 L245 470 Z" fill="${accent}" opacity="0.45"/>`);
      break;
    case 'hills':
      parts.push(
        `<ellipse cx="60" cy="330" rx="170" ry="90" fill="${accent}" opacity="0.35"/>`,
        `<ellipse cx="280" cy="350" rx="180" ry="100" fill="${shade(accent, -0.15)}" opacity="0.3"/>`,
      );
      break;
  }
  return parts.join('');
}

function headPath(face: Face): string {
  const { headRx: rx, headRy: ry, chin } = face;
  const top = CY - 0.1 * ry;
  const control = CY - 1.3 * ry;
  return [
    `M${round(CX - rx)} ${round(top)}`,
    `C${round(CX - rx * 0.98)} ${round(control)} ${round(CX + rx * 0.98)} ${round(control)} ${round(CX + rx)} ${round(top)}`,
    `C${round(CX + rx)} ${round(CY + 0.55 * ry)} ${round(CX + rx * chin)} ${round(CY + ry)} ${CX} ${round(CY + ry)}`,
    `C${round(CX - rx * chin)} ${round(CY + ry)} ${round(CX - rx)} ${round(CY + 0.55 * ry)} ${round(CX - rx)} ${round(top)}Z`,
  ].join(' ');
}

/** The hair above the forehead: a cap whose lower edge is the hairline. */
function hairCap(face: Face, colour: string, hairline: number, extra = 2): string {
  const { headRx: rx, headRy: ry } = face;
  const side = CY - 0.05 * ry;
  return (
    `<path d="M${round(CX - rx - extra)} ${round(side)} C${round(CX - rx - extra - 2)} ${round(CY - 1.36 * ry - extra)} ` +
    `${round(CX + rx + extra + 2)} ${round(CY - 1.36 * ry - extra)} ${round(CX + rx + extra)} ${round(side)} ` +
    `L${round(CX + rx - 5)} ${round(CY - 0.22 * ry)} C${round(CX + rx * 0.6)} ${round(CY - hairline * ry)} ` +
    `${round(CX - rx * 0.6)} ${round(CY - hairline * ry)} ${round(CX - rx + 5)} ${round(CY - 0.22 * ry)}Z" fill="${colour}"/>`
  );
}

/** Whatever of the hair or headwrap lies behind the head and shoulders. */
function behindHead(face: Face, look: Look): string {
  const { headRx: rx, headRy: ry } = face;
  switch (face.style) {
    case 'afro':
      return `<ellipse cx="${CX}" cy="${round(CY - 0.32 * ry)}" rx="${round(rx * 1.5)}" ry="${round(ry * 1.08)}" fill="${face.hair}"/>`;
    case 'puff':
      return `<circle cx="${CX}" cy="${round(CY - ry - 22)}" r="36" fill="${face.hair}"/>`;
    case 'braids':
    case 'long':
    case 'locs': {
      const bottom = face.style === 'locs' ? CY + ry + 30 : 318;
      return (
        `<path d="M${round(CX - rx - 9)} ${round(CY - 0.3 * ry)} C${round(CX - rx - 18)} ${round(CY + 0.8 * ry)} ` +
        `${round(CX - rx - 16)} ${round(CY + ry + 40)} ${round(CX - rx + 2)} ${bottom} L${round(CX + rx - 2)} ${bottom} ` +
        `C${round(CX + rx + 16)} ${round(CY + ry + 40)} ${round(CX + rx + 18)} ${round(CY + 0.8 * ry)} ${round(CX + rx + 9)} ` +
        `${round(CY - 0.3 * ry)}Z" fill="${face.hair}"/>` +
        (face.style === 'long'
          ? ''
          : [-1, 1]
              .flatMap((side) =>
                [0, 1, 2].map(
                  (strand) =>
                    `<path d="M${round(CX + side * (rx + 4 - strand * 6))} ${round(CY - 0.1 * ry)} L${round(CX + side * (rx - 2 - strand * 5))} ${bottom - 6}" stroke="${shade(face.hair, 0.18)}" stroke-width="2" stroke-linecap="round"/>`,
                ),
              )
              .join(''))
      );
    }
    case 'hijab':
    case 'netela': {
      const fabric = face.style === 'netela' ? '#f6f1e7' : look.wrap;
      const outline =
        `M${CX} ${round(CY - ry - 18)} C${round(CX + rx + 44)} ${round(CY - ry - 18)} ${round(CX + rx + 36)} ${round(CY + 0.6 * ry)} ` +
        `${round(CX + rx + 30)} ${round(CY + ry + 22)} L280 470 L20 470 L${round(CX - rx - 30)} ${round(CY + ry + 22)} ` +
        `C${round(CX - rx - 36)} ${round(CY + 0.6 * ry)} ${round(CX - rx - 44)} ${round(CY - ry - 18)} ${CX} ${round(CY - ry - 18)}Z`;
      const border =
        face.style === 'netela'
          ? `<path d="M${round(CX - rx - 22)} ${round(CY + ry + 26)} Q${CX} ${round(CY + ry + 60)} ${round(CX + rx + 22)} ${round(CY + ry + 26)}" stroke="${look.wrap}" stroke-width="7" fill="none"/>`
          : `<path d="M${round(CX - rx - 12)} ${round(CY + ry + 30)} Q${CX} ${round(CY + ry + 70)} ${round(CX + rx + 24)} ${round(CY + ry + 20)}" stroke="${shade(fabric, -0.18)}" stroke-width="3" fill="none"/>`;
      return `<path d="${outline}" fill="${fabric}"/>${border}`;
    }
    case 'gele':
      return `<ellipse cx="${CX}" cy="${round(CY - 0.85 * ry)}" rx="${round(rx * 1.4)}" ry="${round(ry * 0.55)}" fill="${shade(look.wrap, -0.12)}"/>`;
    default:
      return '';
  }
}

/** Shoulders sit a little higher than the box's numbers below say: a shorter neck. */
const raised = (svg: string) => `<g transform="translate(0 -14)">${svg}</g>`;

function body(face: Face, look: Look): string {
  const covered = face.style === 'hijab' || face.style === 'netela';
  const skinDark = shade(face.skin, -0.22);
  const parts = [
    `<path d="M${CX - 21} ${round(CY + face.headRy - 40)} L${CX - 24} 320 L${CX + 24} 320 L${CX + 21} ${round(CY + face.headRy - 40)}Z" fill="${face.skin}"/>`,
    `<ellipse cx="${CX}" cy="${round(CY + face.headRy - 2)}" rx="24" ry="10" fill="${skinDark}" opacity="0.45"/>`,
    `<path d="M0 470 C6 336 66 302 ${CX} 299 C234 302 294 336 300 470Z" fill="${look.clothing}"/>`,
  ];
  if (covered) return raised(parts.join(''));
  switch (look.neckline) {
    case 'round':
      parts.push(
        `<path d="M${CX - 27} 300 Q${CX} 336 ${CX + 27} 300Z" fill="${face.skin}"/>`,
        `<path d="M${CX - 29} 300 Q${CX} 340 ${CX + 29} 300" stroke="${look.trim}" stroke-width="3" fill="none"/>`,
      );
      break;
    case 'collar':
      parts.push(
        `<path d="M${CX - 20} 300 L${CX} 332 L${CX + 20} 300Z" fill="${face.skin}"/>`,
        `<path d="M${CX - 24} 296 L${CX - 2} 334 L${CX - 16} 344 L${CX - 40} 304Z" fill="${look.trim === '#1c1c1c' ? '#ffffff' : look.trim}"/>`,
        `<path d="M${CX + 24} 296 L${CX + 2} 334 L${CX + 16} 344 L${CX + 40} 304Z" fill="${look.trim === '#1c1c1c' ? '#ffffff' : look.trim}"/>`,
      );
      break;
    case 'kaftan':
      parts.push(
        `<path d="M${CX - 18} 300 L${CX} 350 L${CX + 18} 300Z" fill="${face.skin}"/>`,
        `<path d="M${CX - 21} 300 L${CX} 356 L${CX + 21} 300" stroke="${look.trim}" stroke-width="4" fill="none"/>`,
        ...[0, 1, 2, 3].map((step) => `<circle cx="${CX}" cy="${364 + step * 12}" r="2.6" fill="${look.trim}"/>`),
      );
      break;
    case 'wrap':
      parts.push(
        `<path d="M${CX - 26} 300 Q${CX - 6} 320 ${CX + 10} 346 L${CX + 26} 300Z" fill="${face.skin}"/>`,
        `<path d="M${CX - 30} 302 Q${CX - 4} 326 ${CX + 12} 352 L${CX + 40} 470" stroke="${shade(look.clothing, -0.25)}" stroke-width="4" fill="none"/>`,
      );
      break;
  }
  if (face.earrings) {
    // A necklace goes with the earrings.
    parts.push(`<path d="M${CX - 30} 306 Q${CX} 334 ${CX + 30} 306" stroke="#d4a017" stroke-width="2.2" fill="none"/>`);
  }
  return raised(parts.join(''));
}

function ears(face: Face): string {
  if (face.style === 'hijab' || face.style === 'netela') return '';
  const skinDark = shade(face.skin, -0.2);
  return [-1, 1]
    .map((side) => {
      const x = round(CX + side * (face.headRx - 2));
      const earring = face.earrings ? `<circle cx="${x}" cy="${CY + 22}" r="5.5" fill="none" stroke="#d4a017" stroke-width="2.4"/>` : '';
      return `<ellipse cx="${x}" cy="${CY + 4}" rx="9" ry="15" fill="${face.skin}"/><ellipse cx="${x}" cy="${CY + 4}" rx="4" ry="8" fill="${skinDark}"/>${earring}`;
    })
    .join('');
}

function features(face: Face, look: Look): string {
  const skinDark = shade(face.skin, -0.28);
  const eyeY = CY + 2;
  const parts: string[] = [];
  for (const side of [-1, 1]) {
    const x = CX + side * face.eyeGap;
    const rx = face.eyeSize;
    const ry = face.eyeSize * 0.62;
    parts.push(
      `<ellipse cx="${round(x)}" cy="${eyeY}" rx="${round(rx)}" ry="${round(ry)}" fill="#fbf7f2"/>`,
      `<circle cx="${round(x)}" cy="${eyeY + 0.5}" r="${round(rx * 0.55)}" fill="#2a1a12"/>`,
      `<circle cx="${round(x + 1.8)}" cy="${eyeY - 1.4}" r="1.4" fill="#ffffff"/>`,
      `<path d="M${round(x - rx - 1)} ${eyeY} Q${round(x)} ${round(eyeY - ry * 2)} ${round(x + rx + 1)} ${eyeY}" stroke="#1c120d" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
    );
    if (face.lashes) {
      parts.push(
        `<path d="M${round(x + side * rx)} ${eyeY - 1} l${side * 4} -4" stroke="#1c120d" stroke-width="1.8" stroke-linecap="round"/>`,
      );
    }
    const browY = eyeY - 15 - face.browLift;
    parts.push(
      `<path d="M${round(x - side * 11)} ${browY + 2} Q${round(x)} ${browY - 5} ${round(x + side * 12)} ${browY + 1}" stroke="${face.hair === GREY_HAIR ? '#4a4440' : face.hair}" stroke-width="${round(face.browWeight)}" fill="none" stroke-linecap="round"/>`,
    );
    parts.push(`<ellipse cx="${round(x + side * 4)}" cy="${eyeY + 22}" rx="9" ry="5" fill="#d9776a" opacity="0.16"/>`);
  }
  const noseY = CY + 28;
  const nose = face.noseWidth;
  parts.push(
    `<path d="M${CX - nose} ${noseY} q-3 7 5 8 M${CX + nose} ${noseY} q3 7 -5 8" stroke="${skinDark}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
    `<path d="M${CX - 4} ${noseY - 16} Q${CX - 6} ${noseY - 4} ${CX - 3} ${noseY + 2}" stroke="${skinDark}" stroke-width="1.6" fill="none" opacity="0.6"/>`,
  );
  const mouthY = CY + 47;
  const width = 15 + face.noseWidth * 0.4;
  switch (look.smile) {
    case 'open':
      parts.push(
        `<path d="M${round(CX - width)} ${mouthY} Q${CX} ${mouthY + 17} ${round(CX + width)} ${mouthY}Z" fill="#5a1f1c"/>`,
        `<path d="M${round(CX - width + 3)} ${mouthY + 1} Q${CX} ${mouthY + 7} ${round(CX + width - 3)} ${mouthY + 1}Z" fill="#ffffff"/>`,
        `<path d="M${round(CX - width)} ${mouthY} Q${CX} ${mouthY + 17} ${round(CX + width)} ${mouthY}" stroke="${face.lips}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
      );
      break;
    case 'closed':
      parts.push(
        `<path d="M${round(CX - width)} ${mouthY} Q${CX} ${mouthY + 10} ${round(CX + width)} ${mouthY}" stroke="${face.lips}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
      );
      break;
    case 'soft':
      parts.push(
        `<path d="M${round(CX - width + 2)} ${mouthY + 2} Q${CX - 6} ${mouthY - 4} ${CX} ${mouthY} Q${CX + 6} ${mouthY - 4} ${round(CX + width - 2)} ${mouthY + 2} Q${CX} ${mouthY + 12} ${round(CX - width + 2)} ${mouthY + 2}Z" fill="${face.lips}"/>`,
      );
      break;
  }
  return parts.join('');
}

function beard(face: Face): string {
  const { headRx: rx, headRy: ry, chin } = face;
  const colour = face.hair;
  const mouthY = CY + 47;
  switch (face.beard) {
    case 'none':
      return '';
    case 'moustache':
      return `<path d="M${CX - 20} ${mouthY - 4} Q${CX} ${mouthY - 13} ${CX + 20} ${mouthY - 4} Q${CX} ${mouthY - 7} ${CX - 20} ${mouthY - 4}Z" fill="${colour}"/>`;
    case 'goatee':
      return (
        `<path d="M${CX - 20} ${mouthY - 4} Q${CX} ${mouthY - 13} ${CX + 20} ${mouthY - 4} Q${CX} ${mouthY - 7} ${CX - 20} ${mouthY - 4}Z" fill="${colour}"/>` +
        `<path d="M${CX - 11} ${mouthY + 14} Q${CX} ${mouthY + 10} ${CX + 11} ${mouthY + 14} L${CX + 8} ${round(CY + ry + 2)} Q${CX} ${round(CY + ry + 8)} ${CX - 8} ${round(CY + ry + 2)}Z" fill="${colour}"/>`
      );
    case 'stubble':
    case 'full': {
      const jaw =
        `M${round(CX - rx)} ${round(CY + 0.2 * ry)} C${round(CX - rx)} ${round(CY + 0.65 * ry)} ${round(CX - rx * chin)} ${round(CY + ry + 6)} ${CX} ${round(CY + ry + 6)} ` +
        `C${round(CX + rx * chin)} ${round(CY + ry + 6)} ${round(CX + rx)} ${round(CY + 0.65 * ry)} ${round(CX + rx)} ${round(CY + 0.2 * ry)} ` +
        `L${round(CX + rx - 8)} ${round(CY + 0.3 * ry)} Q${CX + 22} ${mouthY + 4} ${CX} ${mouthY + 12} Q${CX - 22} ${mouthY + 4} ${round(CX - rx + 8)} ${round(CY + 0.3 * ry)}Z`;
      const moustache = `<path d="M${CX - 21} ${mouthY - 3} Q${CX} ${mouthY - 13} ${CX + 21} ${mouthY - 3} Q${CX} ${mouthY - 7} ${CX - 21} ${mouthY - 3}Z" fill="${colour}" opacity="${face.beard === 'full' ? 1 : 0.45}"/>`;
      return `<path d="${jaw}" fill="${colour}" opacity="${face.beard === 'full' ? 1 : 0.4}"/>${moustache}`;
    }
  }
}

/** The hair or headwrap in front of the head. */
function overHead(face: Face, look: Look): string {
  const { headRx: rx, headRy: ry } = face;
  switch (face.style) {
    case 'short':
    case 'afro':
    case 'puff':
      return (
        hairCap(face, face.hair, 0.72, face.style === 'short' ? 2 : 5) +
        (face.style === 'puff' ? `<rect x="${CX - 20}" y="${round(CY - ry - 6)}" width="40" height="8" rx="4" fill="${look.wrap}"/>` : '')
      );
    case 'fade':
      return hairCap(face, face.hair, 0.78, 0);
    case 'waves':
      return (
        hairCap(face, face.hair, 0.74, 1) +
        [0, 1, 2]
          .map(
            (row) =>
              `<path d="M${round(CX - rx * 0.6)} ${round(CY - ry * (0.98 - row * 0.09))} q${round(rx * 0.3)} -6 ${round(rx * 0.6)} 0 t${round(rx * 0.6)} 0" stroke="${shade(face.hair, 0.22)}" stroke-width="1.6" fill="none"/>`,
          )
          .join('')
      );
    case 'bald':
      return `<ellipse cx="${CX - 14}" cy="${round(CY - ry * 0.82)}" rx="16" ry="7" fill="#ffffff" opacity="0.14"/>`;
    case 'kufi':
      return (
        hairCap(face, face.hair, 0.7, 1) +
        `<path d="M${round(CX - rx * 0.95)} ${round(CY - 0.58 * ry)} L${round(CX - rx * 0.88)} ${round(CY - 1.12 * ry)} Q${CX} ${round(CY - 1.3 * ry)} ${round(CX + rx * 0.88)} ${round(CY - 1.12 * ry)} L${round(CX + rx * 0.95)} ${round(CY - 0.58 * ry)} Q${CX} ${round(CY - 0.72 * ry)} ${round(CX - rx * 0.95)} ${round(CY - 0.58 * ry)}Z" fill="${look.trim === '#1c1c1c' ? '#f4f1ea' : look.wrap}"/>` +
        `<path d="M${round(CX - rx * 0.93)} ${round(CY - 0.7 * ry)} Q${CX} ${round(CY - 0.84 * ry)} ${round(CX + rx * 0.93)} ${round(CY - 0.7 * ry)}" stroke="${look.trim}" stroke-width="3" fill="none"/>`
      );
    case 'locs':
    case 'braids':
    case 'long':
      return (
        hairCap(face, face.hair, 0.7, 4) +
        (face.style === 'long'
          ? `<path d="M${CX + 6} ${round(CY - ry - 4)} Q${CX - rx * 0.5} ${round(CY - 0.78 * ry)} ${round(CX - rx + 2)} ${round(CY - 0.1 * ry)}" stroke="${shade(face.hair, 0.15)}" stroke-width="2" fill="none"/>`
          : `<path d="M${CX} ${round(CY - ry - 6)} L${CX} ${round(CY - 0.74 * ry)}" stroke="${shade(face.hair, -0.3)}" stroke-width="1.5"/>`)
      );
    case 'hijab':
    case 'netela': {
      const fabric = face.style === 'netela' ? '#f6f1e7' : look.wrap;
      return (
        `<path d="M${round(CX - rx - 4)} ${round(CY - 0.05 * ry)} C${round(CX - rx - 6)} ${round(CY - 1.4 * ry)} ${round(CX + rx + 6)} ${round(CY - 1.4 * ry)} ${round(CX + rx + 4)} ${round(CY - 0.05 * ry)} ` +
        `C${round(CX + rx * 0.7)} ${round(CY - 0.62 * ry)} ${round(CX - rx * 0.7)} ${round(CY - 0.62 * ry)} ${round(CX - rx - 4)} ${round(CY - 0.05 * ry)}Z" fill="${fabric}"/>` +
        `<path d="M${round(CX - rx * 0.8)} ${round(CY - 0.5 * ry)} C${round(CX - rx * 0.3)} ${round(CY - 0.72 * ry)} ${round(CX + rx * 0.3)} ${round(CY - 0.72 * ry)} ${round(CX + rx * 0.8)} ${round(CY - 0.5 * ry)}" stroke="${face.style === 'netela' ? look.wrap : shade(fabric, -0.18)}" stroke-width="${face.style === 'netela' ? 5 : 2.5}" fill="none"/>`
      );
    }
    case 'gele': {
      const fabric = look.wrap;
      const fold = shade(fabric, -0.2);
      return (
        `<path d="M${round(CX - rx - 6)} ${round(CY - 0.2 * ry)} C${round(CX - rx - 14)} ${round(CY - 1.55 * ry)} ${round(CX + rx + 14)} ${round(CY - 1.55 * ry)} ${round(CX + rx + 6)} ${round(CY - 0.2 * ry)} ` +
        `C${round(CX + rx * 0.6)} ${round(CY - 0.6 * ry)} ${round(CX - rx * 0.6)} ${round(CY - 0.6 * ry)} ${round(CX - rx - 6)} ${round(CY - 0.2 * ry)}Z" fill="${fabric}"/>` +
        `<ellipse cx="${round(CX - rx * 0.55)}" cy="${round(CY - 1.22 * ry)}" rx="${round(rx * 0.62)}" ry="22" transform="rotate(-24 ${round(CX - rx * 0.55)} ${round(CY - 1.22 * ry)})" fill="${fabric}" stroke="${fold}" stroke-width="2"/>` +
        `<ellipse cx="${round(CX + rx * 0.5)}" cy="${round(CY - 1.28 * ry)}" rx="${round(rx * 0.7)}" ry="24" transform="rotate(18 ${round(CX + rx * 0.5)} ${round(CY - 1.28 * ry)})" fill="${fabric}" stroke="${fold}" stroke-width="2"/>` +
        `<path d="M${round(CX - rx * 0.85)} ${round(CY - 0.62 * ry)} Q${CX} ${round(CY - 0.9 * ry)} ${round(CX + rx * 0.85)} ${round(CY - 0.62 * ry)}" stroke="${fold}" stroke-width="3" fill="none"/>`
      );
    }
  }
}

function glasses(face: Face): string {
  if (!face.glasses) return '';
  const eyeY = CY + 2;
  const r = face.eyeSize + 5;
  return (
    `<g stroke="#262626" stroke-width="2.6" fill="#ffffff" fill-opacity="0.12">` +
    `<circle cx="${CX - face.eyeGap}" cy="${eyeY}" r="${round(r)}"/><circle cx="${CX + face.eyeGap}" cy="${eyeY}" r="${round(r)}"/></g>` +
    `<path d="M${round(CX - face.eyeGap + r)} ${eyeY - 1} Q${CX} ${eyeY - 6} ${round(CX + face.eyeGap - r)} ${eyeY - 1}" stroke="#262626" stroke-width="2.4" fill="none"/>`
  );
}

/** The SVG of one photo at `width` × `height` pixels (3:4, like the box it is drawn in). */
export function avatarSvg(face: Face, look: Look, width: number, height: number): string {
  const viewWidth = 300 / look.zoom;
  const viewHeight = 400 / look.zoom;
  // Closer framings stay centred on the face rather than on the picture.
  const viewX = CX - viewWidth / 2;
  const viewY = (CY - 10) * (1 - 1 / look.zoom);
  const head = `<g transform="rotate(${look.tilt} ${CX} ${CY + 60})">${behindHead(face, look)}</g>`;
  const front =
    `<g transform="rotate(${look.tilt} ${CX} ${CY + 60})">${ears(face)}<path d="${headPath(face)}" fill="${face.skin}"/>` +
    `${features(face, look)}${beard(face)}${overHead(face, look)}${glasses(face)}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${round(viewX)} ${round(viewY)} ${round(viewWidth)} ${round(viewHeight)}">` +
    // A hijab or netela falls over the shoulders, so it is drawn after them; hair goes behind.
    (face.style === 'hijab' || face.style === 'netela'
      ? `${background(look)}${body(face, look)}${head}${front}</svg>`
      : `${background(look)}${head}${body(face, look)}${front}</svg>`)
  );
}
