// The brand's colours and the Ngoma mark, shared by the two scripts that draw it:
// scripts/generate-art.mjs (public/logo.svg, the icons, the share image) and scripts/glyphs.mjs (the
// icon sprite the pages draw the mark from).

export const C = {
  ink: '#0b0a09',
  night: '#15110e',
  clay: '#231a14',
  clay2: '#2f231b',
  sand: '#f4ead9',
  gold: '#f6b832',
  gold2: '#ffd36b',
  coral: '#ff6a45',
  jade: '#2fd3a7',
  plum: '#6b2d5c',
  indigo: '#2b2f6b',
};

/** The mark's shapes at `size` px: a drum-head sun, rings with twelve beadwork ticks. @param {number} size */
export const logoBody = (size) => {
  const s = size / 48;
  let ticks = '';
  for (let i = 0; i < 12; i++)
    ticks += `<rect x="${23 * s}" y="${2.5 * s}" width="${2 * s}" height="${5 * s}" rx="${s}" fill="${C.ink}" transform="rotate(${i * 30} ${24 * s} ${24 * s})"/>`;
  return `<circle cx="${24 * s}" cy="${24 * s}" r="${23 * s}" fill="${C.gold}"/><circle cx="${24 * s}" cy="${24 * s}" r="${16 * s}" fill="${C.ink}"/><circle cx="${24 * s}" cy="${24 * s}" r="${10 * s}" fill="${C.coral}"/><circle cx="${24 * s}" cy="${24 * s}" r="${4 * s}" fill="${C.ink}"/>${ticks}`;
};
