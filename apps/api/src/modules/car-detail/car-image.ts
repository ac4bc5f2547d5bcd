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

function side(bodyType: BodyType, paint: { body: string; shade: string }): string {
  const shape = SIDE_SHAPES[bodyType];
  return `<path d="${shape.body}" fill="${paint.body}" stroke="${paint.shade}" stroke-width="4"/>
<path d="${shape.glass}" fill="#9ec5e8" stroke="#4d6a85" stroke-width="3"/>
<rect x="62" y="262" width="516" height="8" fill="${paint.shade}" opacity=".6"/>
<rect x="548" y="246" width="24" height="12" rx="4" fill="#ffd87a"/><rect x="66" y="248" width="16" height="12" rx="4" fill="#d33"/>
${wheel(165)}${wheel(bodyType === 'muv' || bodyType === 'pickup' ? 480 : 470)}`;
}

function front(bodyType: BodyType, paint: { body: string; shade: string }): string {
  const tall =
    bodyType === 'suv' || bodyType === 'muv' || bodyType === 'pickup' || bodyType === 'compact-suv';
  const roof = tall ? 120 : 150;
  return `<rect x="140" y="${roof + 70}" width="360" height="${300 - roof - 40}" rx="30" fill="${paint.body}" stroke="${paint.shade}" stroke-width="4"/>
<path d="M190 ${roof + 72} L220 ${roof} L420 ${roof} L450 ${roof + 72} Z" fill="${paint.body}" stroke="${paint.shade}" stroke-width="4"/>
<path d="M205 ${roof + 66} L228 ${roof + 10} L412 ${roof + 10} L435 ${roof + 66} Z" fill="#9ec5e8" stroke="#4d6a85" stroke-width="3"/>
<rect x="165" y="${roof + 100}" width="70" height="26" rx="10" fill="#ffe9a8" stroke="#777"/><rect x="405" y="${roof + 100}" width="70" height="26" rx="10" fill="#ffe9a8" stroke="#777"/>
<rect x="260" y="${roof + 105}" width="120" height="40" rx="8" fill="#2b2f35"/>
<rect x="280" y="${roof + 170}" width="80" height="20" fill="#fff" stroke="#222"/>
<rect x="150" y="300" width="60" height="40" rx="8" fill="#1b1d21"/><rect x="430" y="300" width="60" height="40" rx="8" fill="#1b1d21"/>`;
}

function rear(bodyType: BodyType, paint: { body: string; shade: string }): string {
  return front(bodyType, paint)
    .replace(/#ffe9a8/g, '#d33')
    .replace('<rect x="260"', '<rect fill-opacity="0" x="260"');
}

function interior(paint: { body: string; shade: string }): string {
  return `<rect x="40" y="60" width="560" height="280" rx="20" fill="#2b2f35"/>
<path d="M40 200 Q320 130 600 200 L600 340 L40 340 Z" fill="#3a3f47"/>
<circle cx="220" cy="250" r="70" fill="none" stroke="#15171a" stroke-width="18"/><circle cx="220" cy="250" r="14" fill="#15171a"/>
<rect x="300" y="190" width="120" height="70" rx="8" fill="#0d2238" stroke="#5a7fa6"/>
<rect x="450" y="200" width="110" height="14" rx="7" fill="${paint.body}"/><rect x="80" y="200" width="60" height="14" rx="7" fill="${paint.body}"/>`;
}

export function drawCar(bodyType: BodyType, colour: CarColour, angle: CarImageAngle): string {
  const paint = PAINT[colour];
  const art =
    angle === 'side'
      ? side(bodyType, paint)
      : angle === 'front'
        ? front(bodyType, paint)
        : angle === 'rear'
          ? rear(bodyType, paint)
          : interior(paint);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-label="${colour} ${bodyType}, ${angle}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef3f8"/><stop offset="1" stop-color="#dde5ee"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#sky)"/><rect y="340" width="640" height="60" fill="#c9d1da"/>
<ellipse cx="320" cy="342" rx="270" ry="14" fill="#000" opacity=".15"/>
${art}
</svg>`;
}
