// A flag, drawn from a small SVG file of its own (src/web/assets/flags, whose LICENSE.md says
// where they come from), never an emoji: flag emoji need an emoji font, which many members'
// machines lack (Windows draws two letters, a Linux without one draws boxes). As files, and not
// inside the JavaScript, they weigh nothing on a page that shows none, and each is cached for
// good under its hashed name.
import bf from '../assets/flags/bf.svg?no-inline';
import et from '../assets/flags/et.svg?no-inline';
import fr from '../assets/flags/fr.svg?no-inline';
import gb from '../assets/flags/gb.svg?no-inline';
import gm from '../assets/flags/gm.svg?no-inline';
import gn from '../assets/flags/gn.svg?no-inline';
import ke from '../assets/flags/ke.svg?no-inline';
import ml from '../assets/flags/ml.svg?no-inline';
import mr from '../assets/flags/mr.svg?no-inline';
import ne from '../assets/flags/ne.svg?no-inline';
import ng from '../assets/flags/ng.svg?no-inline';
import sd from '../assets/flags/sd.svg?no-inline';
import sn from '../assets/flags/sn.svg?no-inline';
import so from '../assets/flags/so.svg?no-inline';
import td from '../assets/flags/td.svg?no-inline';
import us from '../assets/flags/us.svg?no-inline';
import type { CountryCode } from '../../shared/countries';

/** The landing page's countries, and the flags the language menu shows beside English, French and Swahili. */
export type FlagCode = CountryCode | 'GB' | 'FR' | 'KE';

const FLAG_URLS: Record<FlagCode, string> = {
  BF: bf,
  ET: et,
  FR: fr,
  GB: gb,
  GM: gm,
  GN: gn,
  KE: ke,
  ML: ml,
  MR: mr,
  NE: ne,
  NG: ng,
  SD: sd,
  SN: sn,
  SO: so,
  TD: td,
  US: us,
};

interface FlagProps {
  code: FlagCode;
  /** Its size (the drawing is 3:2) and place. */
  className: string;
  /** Below the fold: fetched only as it comes near. */
  lazy?: boolean;
}

/** Decorative: the country's or language's name is always written beside it. */
export function Flag({ code, className, lazy = false }: FlagProps) {
  return (
    <img
      src={FLAG_URLS[code]}
      alt=""
      width={24}
      height={16}
      loading={lazy ? 'lazy' : undefined}
      data-flag={code}
      className={`rounded-sm object-cover shadow-sm ${className}`}
    />
  );
}
