import type { BodyType, CarColour, CarImageAngle } from '@carsetu/contracts';

/**
 * Car pictures are drawn, not photographed: one SVG per body type, colour and angle, so the demo
 * never hot-links anyone's photos (decision 0056). 640×400, body in the car's colour.
 */
export const PAINT: Record<CarColour, { body: string; shade: string }> = {
  white: { body: '#f4f5f7', shade: '#c9ced6' },
  silver: { body: '#c7ccd3', shade: '#9aa1ab' },
  grey: { body: '#7b828c', shade: '#5a6069' },
  black: { body: '#23262b', shade: '#0f1113' },
  red: { body: '#c62828', shade: '#8e1b1b' },
  blue: { body: '#1f5fbf', shade: '#16448a' },
  brown: { body: '#7a4b2a', shade: '#57341c' },
  beige: { body: '#d9c7a3', shade: '#b5a17b' },
  orange: { body: '#ee7a1a', shade: '#b95a0c' },
  green: { body: '#2e7d4f', shade: '#1f5937' },
  yellow: { body: '#f2c230', shade: '#c49a16' },
};

type Paint = { body: string; shade: string };

/** Side silhouettes: body outline and window outline per body type (x 60..580, ground y 320). */
const SIDE_SHAPES: Record<BodyType, { body: string; glass: string }> = {
  hatchback: {
    body: 'M70 300 L80 250 Q95 230 140 225 L210 170 Q230 160 260 158 L420 158 Q450 160 470 190 L510 235 Q560 245 565 270 L568 300 Z',
    glass: 'M225 178 L265 168 L410 168 Q432 170 448 196 L468 228 L200 228 Z',
  },
  sedan: {
    body: 'M62 300 L70 255 Q85 238 140 232 L215 180 Q235 168 270 166 L390 166 Q420 168 445 195 L480 232 Q560 238 575 262 L578 300 Z',
    glass: 'M228 188 L272 176 L385 176 Q410 178 428 200 L450 230 L205 232 Z',
  },
  suv: {
    body: 'M62 300 L64 230 Q70 205 120 200 L180 145 Q195 132 230 130 L470 130 Q500 132 515 160 L540 205 Q572 215 576 245 L578 300 Z',
    glass: 'M195 152 L232 140 L465 140 Q488 142 500 165 L520 205 L175 205 Z',
  },
  'compact-suv': {
    body: 'M66 300 L68 238 Q76 214 125 208 L190 155 Q205 142 240 140 L450 140 Q478 142 494 168 L522 212 Q566 222 570 250 L572 300 Z',
    glass: 'M205 162 L242 150 L445 150 Q466 152 480 174 L500 210 L185 212 Z',
  },
  muv: {
    body: 'M60 300 L62 235 Q68 212 110 206 L170 152 Q186 138 222 136 L520 136 Q545 140 556 170 L566 215 Q578 230 578 255 L578 300 Z',
    glass: 'M186 158 L224 146 L515 146 Q535 150 544 176 L552 210 L168 210 Z',
  },
  luxury: {
    body: 'M58 300 L66 258 Q84 240 150 234 L230 182 Q252 170 290 168 L400 168 Q432 170 458 198 L492 234 Q566 240 580 266 L582 300 Z',
    glass: 'M244 190 L292 178 L396 178 Q420 180 440 202 L462 232 L220 234 Z',
  },
  pickup: {
    body: 'M60 300 L62 232 Q70 212 112 208 L165 150 Q180 138 215 136 L340 136 Q360 138 368 160 L372 210 L578 210 L580 300 Z',
    glass: 'M182 160 L216 146 L335 146 Q352 148 356 168 L358 208 L162 210 Z',
  },
};

const wheel = (cx: number) =>
  `<circle cx="${cx}" cy="300" r="42" fill="#1b1d21"/><circle cx="${cx}" cy="300" r="22" fill="#aab1bb"/><circle cx="${cx}" cy="300" r="6" fill="#3b4048"/>`;

function side(bodyType: BodyType, paint: Paint): string {
  const shape = SIDE_SHAPES[bodyType];
  return `<path d="${shape.body}" fill="${paint.body}" stroke="${paint.shade}" stroke-width="4"/>
<path d="${shape.glass}" fill="#9ec5e8" stroke="#4d6a85" stroke-width="3"/>
<rect x="62" y="262" width="516" height="8" fill="${paint.shade}" opacity=".6"/>
<rect x="548" y="246" width="24" height="12" rx="4" fill="#ffd87a"/><rect x="66" y="248" width="16" height="12" rx="4" fill="#d33"/>
${wheel(165)}${wheel(bodyType === 'muv' || bodyType === 'pickup' ? 480 : 470)}`;
}

/**
 * The face of each body type, seen head-on (x centred on 320, ground y 340): how wide and tall the
 * body is, where the bonnet line sits, and the grille and lamp shapes that tell the types apart.
 */
const FACES: Record<
  BodyType,
  {
    halfWidth: number;
    roof: number;
    shoulder: number;
    grille: 'slim' | 'wide' | 'tall' | 'bar';
    lamp: 'round' | 'slim' | 'square';
  }
> = {
  hatchback: { halfWidth: 150, roof: 160, shoulder: 232, grille: 'slim', lamp: 'round' },
  sedan: { halfWidth: 165, roof: 170, shoulder: 238, grille: 'wide', lamp: 'slim' },
  luxury: { halfWidth: 178, roof: 178, shoulder: 242, grille: 'tall', lamp: 'slim' },
  'compact-suv': { halfWidth: 165, roof: 138, shoulder: 222, grille: 'wide', lamp: 'square' },
  suv: { halfWidth: 182, roof: 122, shoulder: 214, grille: 'tall', lamp: 'square' },
  muv: { halfWidth: 180, roof: 118, shoulder: 218, grille: 'bar', lamp: 'square' },
  pickup: { halfWidth: 185, roof: 124, shoulder: 212, grille: 'bar', lamp: 'round' },
};

function face(bodyType: BodyType, paint: Paint, lampColour: string, isRear: boolean): string {
  const f = FACES[bodyType];
  const left = 320 - f.halfWidth;
  const right = 320 + f.halfWidth;
  const glassInset = f.halfWidth * 0.28;
  const lampY = f.shoulder + 18;
  const lampWidth = f.lamp === 'slim' ? 78 : f.lamp === 'square' ? 54 : 44;
  const lampHeight = f.lamp === 'slim' ? 16 : f.lamp === 'square' ? 30 : 34;
  const lamp = (x: number) =>
    f.lamp === 'round'
      ? `<ellipse cx="${x}" cy="${lampY + 16}" rx="${lampWidth / 2}" ry="${lampHeight / 2}" fill="${lampColour}" stroke="#555" stroke-width="2"/>`
      : `<rect x="${x - lampWidth / 2}" y="${lampY + 8}" width="${lampWidth}" height="${lampHeight}" rx="6" fill="${lampColour}" stroke="#555" stroke-width="2"/>`;
  const grilleWidth =
    f.grille === 'slim' ? 110 : f.grille === 'wide' ? 170 : f.grille === 'tall' ? 120 : 220;
  const grilleHeight =
    f.grille === 'slim' ? 22 : f.grille === 'wide' ? 30 : f.grille === 'tall' ? 58 : 26;
  // The rear shows a tailgate panel where the front shows the grille.
  const centre = isRear
    ? `<rect x="${320 - grilleWidth / 2}" y="${lampY + 4}" width="${grilleWidth}" height="${Math.max(grilleHeight, 30)}" rx="8" fill="${paint.shade}" opacity=".55"/>`
    : `<rect x="${320 - grilleWidth / 2}" y="${lampY + 6}" width="${grilleWidth}" height="${grilleHeight}" rx="8" fill="#2b2f35"/>` +
      (f.grille === 'bar'
        ? `<rect x="${320 - grilleWidth / 2}" y="${lampY + 14}" width="${grilleWidth}" height="4" fill="#aab1bb"/>`
        : '');
  return `<rect x="${left}" y="${f.shoulder}" width="${f.halfWidth * 2}" height="${318 - f.shoulder}" rx="26" fill="${paint.body}" stroke="${paint.shade}" stroke-width="4"/>
<path d="M${left + 26} ${f.shoulder + 4} L${left + glassInset} ${f.roof} L${right - glassInset} ${f.roof} L${right - 26} ${f.shoulder + 4} Z" fill="${paint.body}" stroke="${paint.shade}" stroke-width="4"/>
<path d="M${left + 40} ${f.shoulder - 4} L${left + glassInset + 8} ${f.roof + 10} L${right - glassInset - 8} ${f.roof + 10} L${right - 40} ${f.shoulder - 4} Z" fill="#9ec5e8" stroke="#4d6a85" stroke-width="3"/>
${lamp(left + 44)}${lamp(right - 44)}
${centre}
<rect x="280" y="${Math.min(lampY + 70, 288)}" width="80" height="20" fill="#fff" stroke="#222"/>
<rect x="${left + 8}" y="314" width="58" height="30" rx="8" fill="#1b1d21"/><rect x="${right - 66}" y="314" width="58" height="30" rx="8" fill="#1b1d21"/>`;
}

function front(bodyType: BodyType, paint: Paint): string {
  return face(bodyType, paint, '#ffe9a8', false);
}

function rear(bodyType: BodyType, paint: Paint): string {
  return face(bodyType, paint, '#d33', true);
}

/**
 * Front three-quarter: the side silhouette foreshortened on the left and the face turned towards
 * the viewer on the right, both standing on the same ground line.
 */
function threeQuarter(bodyType: BodyType, paint: Paint): string {
  return `<g transform="translate(14 0) scale(0.7 1)">${side(bodyType, paint)}</g>
<g transform="translate(300 0) scale(0.52 1)">${face(bodyType, paint, '#ffe9a8', false)}</g>`;
}

function interior(paint: Paint): string {
  return `<rect x="40" y="60" width="560" height="280" rx="20" fill="#2b2f35"/>
<path d="M40 200 Q320 130 600 200 L600 340 L40 340 Z" fill="#3a3f47"/>
<circle cx="220" cy="250" r="70" fill="none" stroke="#15171a" stroke-width="18"/><circle cx="220" cy="250" r="14" fill="#15171a"/>
<rect x="300" y="190" width="120" height="70" rx="8" fill="#0d2238" stroke="#5a7fa6"/>
<rect x="450" y="200" width="110" height="14" rx="7" fill="${paint.body}"/><rect x="80" y="200" width="60" height="14" rx="7" fill="${paint.body}"/>`;
}

const DRAW: Record<CarImageAngle, (bodyType: BodyType, paint: Paint) => string> = {
  side,
  front,
  rear,
  'three-quarter': threeQuarter,
  interior: (_bodyType, paint) => interior(paint),
};

export function drawCar(bodyType: BodyType, colour: CarColour, angle: CarImageAngle): string {
  const paint = PAINT[colour];
  const art = DRAW[angle](bodyType, paint);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-label="${colour} ${bodyType}, ${angle}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef3f8"/><stop offset="1" stop-color="#dde5ee"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#sky)"/><rect y="340" width="640" height="60" fill="#c9d1da"/>
<ellipse cx="320" cy="342" rx="270" ry="14" fill="#000" opacity=".15"/>
${art}
</svg>`;
}
